import { createContext, useContext } from "react";

/** The CSP nonce: set by entry.server for the server render; empty in the browser, which never needs it. */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce() {
  return useContext(NonceContext);
}
