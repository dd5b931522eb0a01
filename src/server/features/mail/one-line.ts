// Names and subjects end up in headers: a line break there could add a header of the visitor's choosing.
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
