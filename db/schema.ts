import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Kysely's view of the schema the migrations build. Keep in step with migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;
export type LocalizedContent<T> = Partial<Record<string, T>>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  password_hash: string;
  created_at: Timestamp;
  /** administrator | publisher | editor | translator (issue 43, app/auth/rights.ts). */
  role: Generated<string>;
  /** The locales the account works in; null: every locale. */
  locales: string[] | null;
  /** Page subtrees ("/applications") and content kinds ("news") it works in; null: all. */
  sections: string[] | null;
  active: Generated<boolean>;
  last_sign_in_at: Timestamp | null;
  /** Issue 45: review notices by e-mail (submissions to review, decisions on one's own). */
  review_mail: Generated<boolean>;
}

/** Issue 43: a one-time link to set an account's password; only the token's SHA-256 hash is kept. */
export interface PasswordLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PagesTable {
  id: Generated<number>;
  site: Generated<string>;
  parent_id: number | null;
  position: Generated<number>;
  editable: Generated<boolean>;
  /** Internal page (the style guide): robots noindex, not in sitemap.xml nor in site search. */
  noindex: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageTranslationsTable {
  page_id: number;
  locale: string;
  site: Generated<string>;
  slug: string;
  path: string;
  title: string;
  name: string;
  description: Generated<string>;
  /** The image the page is shared with (og:image) in this locale. */
  social_image_id: number | null;
}

/** `scheduled`: the draft frozen by "Publish at…", published when its publish_schedules job runs. */
export type RevisionStatus = "draft" | "published" | "history" | "scheduled" | "step";

export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  status: RevisionStatus;
  version: Generated<number>;
  author_id: number | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
}

export interface PublishSchedulesTable {
  id: Generated<number>;
  page_id: number;
  action: "publish" | "unpublish";
  due_at: Timestamp;
  time_zone: string;
  revision_id: number | null;
  draft_version: number | null;
  created_by: number | null;
  created_at: Timestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

/** A content item's pending "Publish at…" / "Unpublish at…" (`snapshot`: the editable state frozen by a publish). */
export interface ContentSchedulesTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  action: "publish" | "unpublish";
  due_at: Timestamp;
  time_zone: string;
  snapshot: unknown;
  item_revision: number;
  created_by: number | null;
  created_at: Timestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

export type ContentRevisionAction = "save" | "publish" | "restore" | "discard" | "scheduledPublish" | "undo" | "redo";
/** Where a save, restore or discard stands as an undo step (null: not a step). */
export type ContentStepState = "done" | "undone" | "dropped";

/** A content item's editable state after one of its writes (its history). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  action: ContentRevisionAction;
  locale: string | null;
  item_revision: number;
  snapshot: unknown;
  created_by: number | null;
  created_at: Timestamp;
  /** A step's editable state before it (undo puts it back); null once dropped, and on rows that are no steps. */
  before: unknown;
  /** A step on a published row: whether the row had a draft before it. */
  before_draft: boolean | null;
  step: ContentStepState | null;
}

export interface DraftStepsTable {
  id: Generated<number>;
  page_id: number;
  snapshot_id: number;
  redo_id: number | null;
  author_id: number | null;
  kind: string;
  module_type: string | null;
  locale: string | null;
  undone: Generated<boolean>;
  created_at: Timestamp;
}

/** A link to a page's draft (`page_id`) or to a content item's (`kind`, `item_id`). */
export interface PreviewLinksTable {
  id: Generated<number>;
  page_id: number | null;
  kind: string | null;
  item_id: number | null;
  locale: string;
  token: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  user_id: number | null;
  actor: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  target_label: string | null;
  detail: unknown;
}

export interface PageModulesTable {
  revision_id: number;
  id: string;
  position: number;
  type: string;
  layout: Json<Record<string, unknown>>;
}

export interface PageModuleContentsTable {
  revision_id: number;
  module_id: string;
  locale: string;
  data: Json<Record<string, unknown>>;
  /** A translation's English content when it was saved (issue 25: outdated when English differs now); null for English. */
  source: Json<Record<string, unknown>> | null;
}

export type MediaKind = "image" | "vector" | "file" | "document" | "video";

export interface MediaTable {
  id: Generated<number>;
  kind: MediaKind;
  filename: string;
  name: Generated<string>;
  content_type: string;
  size: Generated<number>;
  width: number | null;
  height: number | null;
  bytes: Uint8Array | null;
  url: string | null;
  alt: Json<LocalizedContent<string>>;
  content_date: ColumnType<string | null, string | null | undefined, string | null>;
  title: Generated<string>;
  credit: Generated<string>;
  decorative: Generated<boolean>;
  /** Focal point in per cent of the width and height (0–100), null: the centre. */
  focal_x: number | null;
  focal_y: number | null;
  uploaded_by: number | null;
  created_at: Timestamp;
  updated_at: Generated<Date>;
  /** 1, and one more for every Replace file. */
  revision: Generated<number>;
}

export interface MediaRenditionsTable {
  media_id: number;
  revision: number;
  width: number;
  bytes: Uint8Array;
  created_at: Timestamp;
}

export interface LinksTable {
  id: Generated<number>;
  text: string;
  link_type: "internal" | "external" | "download" | "anchor";
  target: Generated<"auto" | "_blank" | "_self">;
  url: string | null;
  page_id: number | null;
  media_id: number | null;
  anchor_id: string | null;
  created_at: Timestamp;
}

export interface NavItemsTable {
  id: Generated<number>;
  site: Generated<string>;
  parent_id: number | null;
  position: Generated<number>;
  page_id: number | null;
  route_name: string | null;
  url: string | null;
  labels: Json<LocalizedContent<string>>;
  menu: Generated<NavMenu>;
  /** The site's published menus, or its draft (there is one while `navigation_drafts` has the site). */
  state: Generated<"draft" | "published">;
}

export type NavMenu = "header" | "footer";

export interface NavigationDraftsTable {
  site: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SocialLinksTable {
  id: Generated<number>;
  site: Generated<string>;
  network: string;
  url: string;
  position: Generated<number>;
}

export interface ProductCategoriesTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  primary_properties: Json<string[]>;
  secondary_properties: Json<string[]>;
  content: Json<LocalizedContent<{ title: string; description?: string }>>;
}

export interface SeriesTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  name: string;
  status: Generated<string>;
  image_id: number | null;
}

export type ProductStatus = "active" | "nrnd" | "upcoming" | "obsolete" | "last_buy" | "new";

/** Columns of a content row editors administer (migration 2026-11-30-001, issue 23). */
export interface AdminColumns {
  published: Generated<boolean>;
  /** Pending changes to a published row (the editable columns' shape), null when there are none. */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  revision: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

export interface ProductsTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  name: string;
  display_name: string;
  status: ProductStatus;
  product_class: string;
  category_id: number | null;
  series_id: number | null;
  image_id: number | null;
  price_usd: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  properties: Json<Record<string, string>>;
  content: Json<LocalizedContent<{ summary: string; description?: string }>>;
  created_at: Timestamp;
}

export interface DownloadsTable extends AdminColumns {
  id: Generated<number>;
  kind: "software" | "document";
  media_id: number | null;
  product_id: number | null;
  version: string | null;
  content_date: ColumnType<string, string, string>;
  content: Json<LocalizedContent<{ title: string; description?: string }>>;
}

export interface InventoryItemsTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  product_id: number;
  lot_code: string;
  quantity: number;
  price_usd: ColumnType<string, string | number, string | number>;
}

export interface ChannelPartnersTable extends AdminColumns {
  id: Generated<number>;
  name: string;
  country: string;
  region: string;
  url: string;
}

export interface RepresentativesTable extends AdminColumns {
  id: Generated<number>;
  name: string;
  region: string;
  country: string;
  email: string;
  phone: string;
}

export interface FaqItemsTable extends AdminColumns {
  id: Generated<number>;
  position: Generated<number>;
  content: Json<LocalizedContent<{ question: string; answer: string }>>;
}

export interface BlogAuthorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  content: Json<LocalizedContent<{ bio: string; role?: string }>>;
}

export type ArticleContent = { title: string; summary: string; body: string };

export interface BlogPostsTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  author_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  image_id: number | null;
  published_at: Timestamp;
  content: Json<LocalizedContent<ArticleContent>>;
}

export interface NewsArticlesTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  news_type: "newsroom" | "career";
  category: number;
  image_id: number | null;
  published_at: Timestamp;
  content: Json<LocalizedContent<ArticleContent>>;
}

export interface EventsTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  kind: "company" | "career" | "webinar";
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  location: Generated<string>;
  url: string | null;
  image_id: number | null;
  content: Json<LocalizedContent<ArticleContent>>;
}

export interface JobsTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  city: string;
  country: string;
  pensum_min: number | null;
  pensum_max: number | null;
  positions: Json<{ name: string }[]>;
  direct_link: string | null;
  published_at: Timestamp;
  content: Json<LocalizedContent<{ szaTitle: string; shortDescription: string }>>;
}

export interface EmployeeStoriesTable extends AdminColumns {
  id: Generated<number>;
  slug: string;
  category: string;
  group_name: string;
  visual_id: number | null;
  has_video: Generated<boolean>;
  publish_from: Timestamp;
  content: Json<LocalizedContent<{ title: string; summary: string; body: string }>>;
}

export interface SessionsTable {
  id: string;
  data: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface OfficeLocationsTable extends AdminColumns {
  id: Generated<number>;
  name: string;
  name_verbose: string;
  address_lines: Json<string[]>;
  latitude: number;
  longitude: number;
  position: Generated<number>;
  phone: string | null;
  email: string | null;
}

export interface TeamMembersTable extends AdminColumns {
  id: Generated<number>;
  name: string;
  image_id: number | null;
  contact_url: string | null;
  linkedin_url: string | null;
  organisation_level: Generated<number>;
  position_order: Generated<number>;
  content: Json<LocalizedContent<{ position: string; additionalText?: string; summary?: string; experience?: string; education?: string }>>;
}

/** numeric columns come back as strings from pg and PGlite: wrap with Number(). */
export interface StockQuotesTable {
  symbol: string;
  day: ColumnType<string, string, string>;
  open: ColumnType<string, number, number>;
  high: ColumnType<string, number, number>;
  low: ColumnType<string, number, number>;
  close: ColumnType<string, number, number>;
  volume: ColumnType<string, number, number>;
}

export interface FormsTable {
  id: Generated<number>;
  title: string;
  /** JSON text of the field definitions (SPEC §3.3). */
  content: string;
  destination: Generated<string>;
  action_url: Generated<string>;
  success_url: Generated<string>;
  additional_buttons: Json<{ id: string; label: string; action: string }[]>;
  /** Value field names of earlier versions of the form that the current one no longer has (kept on save). */
  past_field_names: ColumnType<string[], string | undefined, string>;
  /** Issue 44: the notification settings (app/forms/notification-schema.ts); `{}` is off. */
  notification: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 43: an account given the right to one form's submissions (view, CSV, delete). */
export interface FormSubmissionReadersTable {
  form_id: number;
  user_id: number;
}

export interface FormSubmissionsTable {
  id: Generated<string>;
  form_id: number | null;
  form_title: string;
  values: Json<Record<string, string>>;
  locale: string;
  page_path: Generated<string>;
  destination: Generated<string>;
  /** none (no actionUrl), pending (in the outbox), sent, failed (gave up): copied from form_forwards. */
  forward_status: Generated<"none" | "pending" | "sent" | "failed">;
  forward_attempts: Generated<number>;
  forward_error: string | null;
  /** The captcha token the submission spent (ADR 029): a retried POST finds its submission. */
  idempotency_key: string | null;
  created_at: Timestamp;
}

/** The forwarding outbox (migrations/2026-11-26-002-form-forward-outbox.ts). */
export interface FormForwardsTable {
  id: Generated<string>;
  submission_id: string | number;
  action_url: string;
  payload: Json<{ values: Record<string, string>; destination: string; form: string }>;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MailKind = "form" | "formTest" | "account" | "review" | "confirmation";
export type MailStatus = "queued" | "sending" | "delivered" | "retrying" | "failed" | "unconfigured";
export type MailRecipients = { to: string[]; cc: string[]; bcc: string[] };

/** The mail outbox (migrations/2026-12-06-001-mail-outbox.ts, issue 44). */
export interface MailOutboxTable {
  id: Generated<string>;
  kind: MailKind;
  form_id: number | null;
  submission_id: string | number | null;
  message_id: string;
  /** null: MAIL_FROM at send time (written here when sent). */
  sender: string | null;
  recipients: Json<MailRecipients>;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  smtp_message_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: Timestamp | null;
  /** When an editor first opened the message (a failed one shows in the toolbar until then). */
  seen_at: Timestamp | null;
}

export interface CaptchaSpentTable {
  signature: string;
  expires_at: Timestamp;
}

/** rate-limiter-flexible's Postgres store (app/lib/rate-limit.server.ts); bigint comes back as a string from pg. */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  expire: string | number | null;
}

export interface SearchDocumentsTable {
  id: Generated<number>;
  site: string;
  locale: string;
  kind: string;
  ref: string;
  title: string;
  body: Generated<string>;
  href: string;
  config: string;
  tsv: string;
}

export interface RedirectsTable {
  id: Generated<number>;
  site: Generated<string>;
  /** The address answered with 301, as requested: locale prefix included, no query. */
  source_path: string;
  /** A site path (`/de/produkte`) or an absolute http(s) URL. */
  target: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface NotFoundLogTable {
  site: string;
  /** The missing address without its query. */
  path: string;
  hits: Generated<number>;
  referrer_host: string | null;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

/** Issue 45: where a draft's review stands. */
export type ReviewState = "open" | "changesRequested" | "approved" | "withdrawn" | "published";
export type ReviewEventKind = "submitted" | "resubmitted" | "comment" | "answer" | "changesRequested" | "approved" | "approvalVoided" | "withdrawn" | "published";

/** Issue 45: a draft submitted for review (a page's or a content item's); one in progress per draft. */
export interface ReviewsTable {
  id: Generated<number>;
  target_kind: "page" | "content";
  page_id: number | null;
  content_kind: string | null;
  item_id: number | null;
  section: string;
  locale: Generated<string>;
  state: Generated<ReviewState>;
  submitted_by: number | null;
  submitted_at: Timestamp;
  approved_version: number | null;
  publish_at: Timestamp | null;
  updated_at: Timestamp;
}

/** One step of a review's thread. */
export interface ReviewEventsTable {
  id: Generated<string>;
  review_id: number;
  kind: ReviewEventKind;
  user_id: number | null;
  actor: string;
  message: string | null;
  module_id: string | null;
  detail: Json<Record<string, unknown>> | null;
  at: Timestamp;
}

/** A section (English page path or content kind) where review is required before publishing. */
export interface ReviewSectionsTable {
  section: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface Database {
  reviews: ReviewsTable;
  review_events: ReviewEventsTable;
  review_sections: ReviewSectionsTable;
  search_documents: SearchDocumentsTable;
  office_locations: OfficeLocationsTable;
  team_members: TeamMembersTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_readers: FormSubmissionReadersTable;
  form_forwards: FormForwardsTable;
  mail_outbox: MailOutboxTable;
  captcha_spent: CaptchaSpentTable;
  rate_limits: RateLimitsTable;
  stock_quotes: StockQuotesTable;
  sessions: SessionsTable;
  users: UsersTable;
  password_links: PasswordLinksTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  page_revisions: PageRevisionsTable;
  publish_schedules: PublishSchedulesTable;
  preview_links: PreviewLinksTable;
  content_schedules: ContentSchedulesTable;
  content_revisions: ContentRevisionsTable;
  draft_steps: DraftStepsTable;
  audit_log: AuditLogTable;
  page_modules: PageModulesTable;
  page_module_contents: PageModuleContentsTable;
  media: MediaTable;
  media_renditions: MediaRenditionsTable;
  links: LinksTable;
  nav_items: NavItemsTable;
  navigation_drafts: NavigationDraftsTable;
  social_links: SocialLinksTable;
  product_categories: ProductCategoriesTable;
  series: SeriesTable;
  products: ProductsTable;
  downloads: DownloadsTable;
  inventory_items: InventoryItemsTable;
  channel_partners: ChannelPartnersTable;
  representatives: RepresentativesTable;
  faq_items: FaqItemsTable;
  blog_authors: BlogAuthorsTable;
  blog_posts: BlogPostsTable;
  news_articles: NewsArticlesTable;
  events: EventsTable;
  jobs: JobsTable;
  employee_stories: EmployeeStoriesTable;
  redirects: RedirectsTable;
  not_found_log: NotFoundLogTable;
}

export type Page = Selectable<PagesTable>;
export type NewMedia = Insertable<MediaTable>;
