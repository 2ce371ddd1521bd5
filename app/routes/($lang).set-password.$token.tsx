import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { loadSetPassword, setPasswordAction } from "~/editor/account/set-password-route.server";
import { SetPasswordScreen } from "~/editor/account/set-password-screen";
import { RouteErrorBoundary } from "~/site/error-views";

// The one-time link to set a password (issue 43 §3): public, no sign-in; /set-password/:token in
// English, /de/set-password/:token … in the locale the account works in. Never cached or indexed;
// the token is sent to no other site (Referrer-Policy: same-origin; no-referrer would make the
// browser post the form with `Origin: null`, which the same-origin check refuses).
export const loader = loadSetPassword;
export const action = setPasswordAction;

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const ErrorBoundary = RouteErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? (data.state === "gone" ? data.texts.goneTitle : data.texts.title) : ""} | Vireo Sensors` },
  { name: "robots", content: "noindex" },
];

export default SetPasswordScreen;
