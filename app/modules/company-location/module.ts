import { defineModule } from "../define-module";
import { CompanyLocation } from "./company-location";
import { companyLocationEditor } from "./editor";
import { companyLocation } from "./schema";

export default defineModule({ type: "COMPANY_LOCATION", order: 22, schema: companyLocation, editor: companyLocationEditor, render: CompanyLocation, enhanced: true });
