import { useCallback } from "react";
import { useSubmit } from "react-router";

/** Clears what the browser holds for this site, then posts the logout (which also sends Clear-Site-Data). */
export function useLogout() {
  const submit = useSubmit();
  return useCallback(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage may be disabled; the server's Clear-Site-Data header covers it.
    }
    void submit(null, { method: "post", action: "/logout" });
  }, [submit]);
}
