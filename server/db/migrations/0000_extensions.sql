-- pg_trgm gives the typo-tolerant suggestions and query correction (trigram GIN indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
