import type { Migration } from "kysely";
import * as core from "./2026-11-22-001-core";
import * as content from "./2026-11-22-002-content";
import * as sessions from "./2026-11-22-003-sessions";
import * as officeLocations from "./2026-11-22-004-office-locations";
import * as search from "./2026-11-22-005-search";
import * as peopleAndQuotes from "./2026-11-22-006-people-and-quotes";
import * as forms from "./2026-11-22-007-forms";
import * as officeLocationContacts from "./2026-11-23-001-office-location-contacts";
import * as rateLimits from "./2026-11-23-002-rate-limits";
import * as searchNormalisation from "./2026-11-25-001-search-normalisation";
import * as pageNoindex from "./2026-11-25-002-page-noindex";
import * as submissionIdempotency from "./2026-11-26-001-submission-idempotency";
import * as formForwardOutbox from "./2026-11-26-002-form-forward-outbox";
import * as listIndexes from "./2026-11-26-003-list-indexes";
import * as formPastFields from "./2026-11-26-004-form-past-fields";
import * as redirects from "./2026-11-27-001-redirects";
import * as navigationDrafts from "./2026-11-28-001-navigation-drafts";
import * as mediaLibrary from "./2026-11-29-001-media-library";
import * as contentAdmin from "./2026-11-30-001-content-admin";
import * as contentAdminMore from "./2026-11-30-002-content-admin-more";
import * as publishSchedules from "./2026-12-01-001-publish-schedules";
import * as previewLinks from "./2026-12-01-002-preview-links";
import * as auditLog from "./2026-12-01-003-audit-log";
import * as translationSource from "./2026-12-01-004-translation-source";
import * as draftSteps from "./2026-12-01-005-draft-steps";
import * as contentSafety from "./2026-12-02-005-content-safety";
import * as localSlugs from "./2026-12-02-101-local-slugs";
import * as productLocalSlugs from "./2026-12-02-102-product-local-slugs";
import * as draftIndexes from "./2026-12-03-001-draft-indexes";
import * as contentUndo from "./2026-12-03-101-content-undo";
import * as teamRoles from "./2026-12-04-001-team-roles";
import * as passwordLinks from "./2026-12-05-001-password-links";
import * as formSubmissionReaders from "./2026-12-05-002-form-submission-readers";
import * as mailOutbox from "./2026-12-06-001-mail-outbox";
import * as formNotifications from "./2026-12-07-001-form-notifications";
import * as reviews from "./2026-12-08-001-reviews";
import * as mailOutboxFormIndex from "./2026-12-09-001-mail-outbox-form-index";

/** Static list so the migrations bundle with the server; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  "2026-11-22-001-core": core,
  "2026-11-22-002-content": content,
  "2026-11-22-003-sessions": sessions,
  "2026-11-22-004-office-locations": officeLocations,
  "2026-11-22-005-search": search,
  "2026-11-22-006-people-and-quotes": peopleAndQuotes,
  "2026-11-22-007-forms": forms,
  "2026-11-23-001-office-location-contacts": officeLocationContacts,
  "2026-11-23-002-rate-limits": rateLimits,
  "2026-11-25-001-search-normalisation": searchNormalisation,
  "2026-11-25-002-page-noindex": pageNoindex,
  "2026-11-26-001-submission-idempotency": submissionIdempotency,
  "2026-11-26-002-form-forward-outbox": formForwardOutbox,
  "2026-11-26-003-list-indexes": listIndexes,
  "2026-11-26-004-form-past-fields": formPastFields,
  "2026-11-27-001-redirects": redirects,
  "2026-11-28-001-navigation-drafts": navigationDrafts,
  "2026-11-29-001-media-library": mediaLibrary,
  "2026-11-30-001-content-admin": contentAdmin,
  "2026-11-30-002-content-admin-more": contentAdminMore,
  "2026-12-01-001-publish-schedules": publishSchedules,
  "2026-12-01-002-preview-links": previewLinks,
  "2026-12-01-003-audit-log": auditLog,
  "2026-12-01-004-translation-source": translationSource,
  "2026-12-01-005-draft-steps": draftSteps,
  "2026-12-02-005-content-safety": contentSafety,
  "2026-12-02-101-local-slugs": localSlugs,
  "2026-12-02-102-product-local-slugs": productLocalSlugs,
  "2026-12-03-001-draft-indexes": draftIndexes,
  "2026-12-03-101-content-undo": contentUndo,
  "2026-12-04-001-team-roles": teamRoles,
  "2026-12-05-001-password-links": passwordLinks,
  "2026-12-05-002-form-submission-readers": formSubmissionReaders,
  "2026-12-06-001-mail-outbox": mailOutbox,
  "2026-12-07-001-form-notifications": formNotifications,
  "2026-12-08-001-reviews": reviews,
  "2026-12-09-001-mail-outbox-form-index": mailOutboxFormIndex,
};
