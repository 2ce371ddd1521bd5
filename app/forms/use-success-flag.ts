import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { pushSuccessEvents, readSuccessFlag } from "./form-events";

/**
 * On the page a form submission without JavaScript was redirected to: pushes the success events
 * (SPEC §7) from the query flag once, then drops the flag from the address bar so a reload does
 * not count the submission twice.
 */
export function useFormSuccessFlag(): void {
  const { search } = useLocation();
  useEffect(() => {
    // window.location, not the router's: after the first run (React StrictMode runs effects twice) the flag is gone.
    const flag = readSuccessFlag(window.location.search);
    if (!flag) return;
    pushSuccessEvents(flag.form, flag.topic);
    window.history.replaceState(window.history.state, "", window.location.pathname + flag.rest + window.location.hash);
  }, [search]);
}
