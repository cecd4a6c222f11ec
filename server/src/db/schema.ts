// The database schema: every table of admin-back-office.md section 3, plus the
// few tables the server needs of its own (rate limits). One schema for PGlite and
// PostgreSQL; migrations in /migrations are generated from this file.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const adminRef = (name: string) =>
  integer(name).references(() => adminUsers.id, { onDelete: 'set null' });

/** Legacy table of the observed product; kept so the schema matches the spec. */
export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
});

export const adminUsers = pgTable('admin_users', {
  id: id(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  email: text('email'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    program: text('program'),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The form's id for one send: a message sent again after a lost answer is stored once. */
    submissionId: text('submission_id'),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_created_at_idx').on(t.createdAt), uniqueIndex('contacts_submission_id_key').on(t.submissionId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    message: text('message').notNull(),
    response: text('response').notNull(),
    // The assistant had no answer and sent the contact instead: what the administrator may add to the site.
    declined: boolean('declined').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * Up to when the administrator has read each conversation (DECISIONS "Administration": an inbox
 * with unread counts). A conversation is unread while it has a message after its `readAt`, or
 * no row here: a visitor who comes back to it makes it unread again.
 */
export const chatSessionReads = pgTable('chat_session_reads', {
  sessionId: text('session_id').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

export const siteContent = pgTable('site_content', {
  id: id(),
  key: text('key').notNull().unique(),
  title: text('title'),
  value: text('value').notNull().default(''),
  type: text('type').notNull().default('text'),
  section: text('section'),
  order: integer('order').notNull().default(0),
  updatedAt: updatedAt(),
  updatedBy: adminRef('updated_by'),
});

export const sliders = pgTable('sliders', {
  id: id(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  imageUrl: text('image_url'),
  button1Text: text('button1_text'),
  button1Link: text('button1_link'),
  button2Text: text('button2_text'),
  button2Link: text('button2_link'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export const founderMessage = pgTable('founder_message', {
  id: id(),
  title: text('title').notNull(),
  quote: text('quote').notNull(),
  vision: text('vision').notNull(),
  founderName: text('founder_name').notNull(),
  founderRole: text('founder_role').notNull(),
  founderOrganization: text('founder_organization').notNull(),
  founderImageUrl: text('founder_image_url'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: adminRef('updated_by'),
});

export const institutes = pgTable('institutes', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  link: text('link').notNull().default('/filieres'),
  buttonText: text('button_text').notNull().default('EN SAVOIR PLUS'),
  bgColor: text('bg_color').notNull().default('from-gray-800 to-gray-900'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export const programs = pgTable('programs', {
  id: id(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  duration: text('duration').notNull().default('2 ans'),
  level: text('level').notNull().default('BTS'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    summary: text('summary'),
    content: text('content'),
    imageUrl: text('image_url'),
    /** ISO calendar date (YYYY-MM-DD), as the spec stores it: text, required. */
    date: text('date').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: adminRef('created_by'),
  },
  (t) => [index('news_date_idx').on(t.date)],
);

export const newsImages = pgTable(
  'news_images',
  {
    id: id(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('news_images_news_idx').on(t.newsId, t.order)],
);

export const projects = pgTable('projects', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  status: text('status').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  videos: jsonb('videos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Each uploaded video's still picture, by the video's URL (decision 031). */
  videoThumbnails: jsonb('video_thumbnails').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** Optional external link shown on the public card (public-site.md section 3). */
  link: text('link'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export type UniformCosts = { tissu?: string; cravate?: string; blouse?: string };

export const tariffs = pgTable('tariffs', {
  id: id(),
  site: text('site').notNull(),
  location: text('location'),
  programName: text('program_name').notNull(),
  phone: text('phone'),
  email: text('email'),
  accountInfo: text('account_info'),
  programDuration: text('program_duration').notNull().default('2 ans'),
  inscriptionFee: integer('inscription_fee').notNull(),
  fraisAnnexes: integer('frais_annexes').notNull(),
  totalFee: integer('total_fee').notNull(),
  firstPayment: integer('first_payment').notNull(),
  secondPayment: integer('second_payment').notNull(),
  thirdPayment: integer('third_payment').notNull(),
  requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  uniformCosts: jsonb('uniform_costs').$type<UniformCosts>().notNull().default(sql`'{}'::jsonb`),
  supplies: jsonb('supplies').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export const albums = pgTable('albums', {
  id: id(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  description: text('description'),
  coverImage: text('cover_image'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: adminRef('created_by'),
});

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description'),
    mediaUrl: text('media_url').notNull(),
    mediaType: text('media_type').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: adminRef('created_by'),
    /** SHA-256 of the file as sent (bulk uploads): the same file is stored once per album. */
    contentHash: text('content_hash'),
  },
  (t) => [index('gallery_items_album_idx').on(t.albumId, t.order), uniqueIndex('gallery_items_album_hash_idx').on(t.albumId, t.contentHash)],
);

/** Session store (connect-pg-simple's layout: sid, sess, expire). */
export const session = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);

/**
 * Fixed-window counters for rate limits, kept in the database so that several
 * server processes share them (DECISIONS: nothing a stranger can flood).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * The answers to the back office's creates sent with an Idempotency-Key
 * (http/idempotency.ts): a create sent again after its answer was lost on the way gets the
 * stored answer rather than making a second record. `status` is null while the first
 * request is being answered. Kept a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    key: text('key').primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotent_requests_created_idx').on(t.createdAt)],
);
