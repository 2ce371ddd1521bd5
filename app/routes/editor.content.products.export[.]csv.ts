import { exportProducts } from "~/editor/content/import/import-route.server";

// The catalogue as CSV for signed-in editors (issue 23).
export const loader = exportProducts;
