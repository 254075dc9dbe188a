import type Database from 'better-sqlite3';

/** Ordered schema migrations; `PRAGMA user_version` records how many have run. */
const migrations: string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id),
    name TEXT NOT NULL,
    long_name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    color TEXT NOT NULL,
    promoted INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE eshops (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    domain TEXT NOT NULL,
    paid INTEGER NOT NULL,
    rating REAL NOT NULL
  );

  CREATE TABLE manufacturers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE);

  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    category_id INTEGER NOT NULL REFERENCES categories(id)
  );

  CREATE TABLE variants (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    eshop_id INTEGER NOT NULL REFERENCES eshops(id),
    manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    description TEXT NOT NULL,
    search_text TEXT NOT NULL,
    color TEXT NOT NULL,
    color_hex TEXT NOT NULL,
    material TEXT NOT NULL,
    style TEXT NOT NULL,
    price REAL NOT NULL,
    price_before_discount REAL,
    discount_valid_until TEXT,
    installment_months INTEGER,
    installment_amount REAL,
    voucher_code TEXT,
    voucher_value REAL,
    voucher_type TEXT,
    voucher_price REAL,
    in_stock INTEGER NOT NULL,
    active INTEGER NOT NULL,
    disabled INTEGER NOT NULL,
    free_shipping INTEGER NOT NULL,
    delivery_price REAL NOT NULL,
    delivery_in_days INTEGER NOT NULL,
    cooling_off_period INTEGER NOT NULL,
    tier TEXT,
    promo_tags TEXT NOT NULL,
    width_from INTEGER, width_to INTEGER,
    height_from INTEGER, height_to INTEGER,
    depth_from INTEGER, depth_to INTEGER,
    diameter_from INTEGER, diameter_to INTEGER,
    image_count INTEGER NOT NULL,
    main_image_orientation TEXT NOT NULL,
    display_parameters TEXT NOT NULL,
    alternative_offers_count INTEGER NOT NULL,
    highlighted INTEGER NOT NULL,
    top_product_label TEXT,
    has_deliveries INTEGER NOT NULL,
    es_rank INTEGER NOT NULL,
    optimization_type TEXT NOT NULL,
    seed_likes INTEGER NOT NULL,
    rating REAL NOT NULL DEFAULT 0,
    reviews_count INTEGER NOT NULL DEFAULT 0,
    review_images_count INTEGER NOT NULL DEFAULT 0,
    price_drop_from REAL
  );
  CREATE INDEX variants_category ON variants(category_id);
  CREATE INDEX variants_eshop ON variants(eshop_id);
  CREATE INDEX variants_product ON variants(product_id);

  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    external_id TEXT NOT NULL,
    user_id INTEGER,
    user_nick_name TEXT NOT NULL,
    value INTEGER NOT NULL,
    date_time TEXT NOT NULL,
    image_ids TEXT NOT NULL,
    text TEXT NOT NULL,
    original_text TEXT,
    translated_from TEXT,
    reply_text TEXT,
    reply_date_time TEXT,
    pluses TEXT NOT NULL,
    minuses TEXT NOT NULL,
    source TEXT NOT NULL
  );
  CREATE INDEX reviews_variant ON reviews(variant_id);

  CREATE TABLE review_summaries (
    variant_id INTEGER PRIMARY KEY REFERENCES variants(id),
    pros TEXT NOT NULL,
    cons TEXT NOT NULL,
    web_summary TEXT NOT NULL,
    web_sources TEXT NOT NULL
  );

  CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    provider TEXT NOT NULL,
    logo TEXT NOT NULL,
    website TEXT NOT NULL,
    items TEXT NOT NULL
  );
  CREATE INDEX deliveries_variant ON deliveries(variant_id);

  CREATE TABLE inspirations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    is_stl INTEGER NOT NULL,
    owner_name TEXT NOT NULL,
    eshop_id INTEGER REFERENCES eshops(id),
    room TEXT NOT NULL,
    style TEXT NOT NULL,
    color TEXT NOT NULL,
    images TEXT NOT NULL
  );

  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    category_slug TEXT NOT NULL,
    category_name TEXT NOT NULL,
    perex TEXT NOT NULL,
    body TEXT NOT NULL,
    color TEXT NOT NULL,
    published_at TEXT NOT NULL,
    published INTEGER NOT NULL
  );

  CREATE TABLE menu_items (
    id INTEGER PRIMARY KEY,
    tree TEXT NOT NULL,
    parent_id INTEGER,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    image_color TEXT NOT NULL,
    position INTEGER NOT NULL
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    is_admin INTEGER NOT NULL DEFAULT 0,
    is_eshop INTEGER NOT NULL DEFAULT 0,
    eshop_id INTEGER REFERENCES eshops(id),
    date_of_birth TEXT,
    gender INTEGER,
    created_at TEXT NOT NULL
  );

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE likes (
    id INTEGER PRIMARY KEY,
    item_type TEXT NOT NULL,
    item_id INTEGER NOT NULL,
    owner_type TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    consent INTEGER,
    created_at TEXT NOT NULL,
    UNIQUE (item_type, item_id, owner_type, owner_id)
  );
  CREATE INDEX likes_owner ON likes(owner_type, owner_id);

  CREATE TABLE watchdog_subscriptions (
    id INTEGER PRIMARY KEY,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    email TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id),
    visitor_id TEXT,
    type TEXT NOT NULL,
    target_price REAL,
    hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    UNIQUE (variant_id, email)
  );

  CREATE TABLE impressions (id INTEGER PRIMARY KEY, project TEXT NOT NULL, variant_id INTEGER NOT NULL, source INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE consents (id INTEGER PRIMARY KEY, owner TEXT, essential INTEGER NOT NULL, marketing INTEGER NOT NULL, analytics INTEGER NOT NULL, functional INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE experiment_events (id INTEGER PRIMARY KEY, name TEXT NOT NULL, params TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE viewed_experiments (id INTEGER PRIMARY KEY, ex TEXT NOT NULL, created_at TEXT NOT NULL);
  `,
  // Password reset: one emailed code per request, valid for an hour and used once.
  `
  CREATE TABLE password_resets (
    code TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    used_at TEXT
  );
  `,
  // Review service (spec §2 /star/...): the invitation a shop sends after a purchase, and the photos sent with a review.
  `
  CREATE TABLE review_invitations (
    ident TEXT PRIMARY KEY,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    customer_name TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    review_id INTEGER REFERENCES reviews(id),
    updated_at TEXT
  );
  CREATE TABLE review_photos (
    id INTEGER PRIMARY KEY,
    review_id INTEGER NOT NULL REFERENCES reviews(id),
    type TEXT NOT NULL,
    data BLOB NOT NULL
  );
  `,
  // Product questions and answers, the registration's confirmation code, and the alternative-offers count
  // worked out from the product's variants (catalog/variants.ts) instead of a stored random number.
  `
  CREATE TABLE product_questions (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    author_name TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX product_questions_product ON product_questions(product_id);
  CREATE TABLE product_answers (
    id INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES product_questions(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    author_name TEXT NOT NULL,
    author_role TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX product_answers_question ON product_answers(question_id);
  CREATE TABLE registration_confirmations (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    created_at TEXT NOT NULL,
    confirmed_at TEXT
  );
  ALTER TABLE variants DROP COLUMN alternative_offers_count;
  `,
  // Messages sent with the contact form (/over-ons/contact, /contact-form).
  `
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    page TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
];

export function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let i = version; i < migrations.length; i++) {
    db.transaction(() => {
      db.exec(migrations[i]!);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}
