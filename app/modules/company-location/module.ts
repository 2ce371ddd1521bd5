import { defineModule } from "../define-module";
import { CompanyLocation } from "./company-location";
import { companyLocationEditor } from "./editor";
import { companyLocation } from "./schema";

export default defineModule({ type: "COMPANY_LOCATION", schema: companyLocation, editor: companyLocationEditor, render: CompanyLocation, enhanced: true });
