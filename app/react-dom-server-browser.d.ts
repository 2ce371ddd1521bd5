// react-dom 18 ships no types for this entry; it is react-dom/server's web-stream API (entry.server.tsx).
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
