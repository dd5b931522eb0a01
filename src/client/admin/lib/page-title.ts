import { useEffect } from "react";

// The admin shell arrives with its one <title> (and its one robots tag) from the server; screens rename that
// title rather than render a second one.
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
