import { defineModule } from "../define-module";
import { ContactLocations } from "./contact-locations";
import { contactLocationsEditor } from "./editor";
import { contactLocations } from "./schema";

export default defineModule({ type: "CONTACT_LOCATIONS", order: 13, schema: contactLocations, editor: contactLocationsEditor, render: ContactLocations, enhanced: true });
