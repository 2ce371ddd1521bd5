import { quotesImportAction, loadQuotesImport } from "~/editor/content/import/import-route.server";
import { ImportScreen } from "~/editor/content/import/import-screen";
export { headers, links, meta } from "~/editor/content/content-screen-route";

// CSV import for signed-in editors (issue 23): preview with row-level problems, all-or-nothing apply.
export const loader = loadQuotesImport;
export const action = quotesImportAction;

export default ImportScreen;
