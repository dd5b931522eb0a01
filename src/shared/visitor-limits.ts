// How many characters each thing a visitor types may hold: the one table the shared schemas refuse beyond (in
// the visitor's words) and the forms' fields stop the typing at (maxLength), so the two cannot disagree
// (docs/decisions/010).
export const textLimits = {
  id: 64,
  personName: 100,
  companyName: 200,
  productName: 200,
  email: 254,
  phone: 40,
  // A business type, a quantity in words ("50 cartons"), a need-by date in words.
  shortAnswer: 100,
  experience: 200,
  address: 1000,
  note: 2000,
  message: 5000,
  poNumber: 60,
} as const;
