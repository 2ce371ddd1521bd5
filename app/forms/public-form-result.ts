import { createContext } from "react";
import type { PublicFormActionResult } from "./public-form-types";

// Its own module: every CMS page provides it, and only pages with a form load the form's code.
/** The result of a no-JS submission, handed down by the CMS page (useActionData) to its forms. */
export const PublicFormResultContext = createContext<PublicFormActionResult | null>(null);
