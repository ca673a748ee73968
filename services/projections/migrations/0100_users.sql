-- Travellers as the users projection sees them (read model of the identity streams). Rebuilt from the
-- log at will: never the source of truth. See docs/adr/0010-phone-auth.md.
CREATE TABLE users (
  id            text PRIMARY KEY,
  phone         text NOT NULL UNIQUE,
  name          text,
  location      text,
  registered_at timestamptz NOT NULL,
  last_login_at timestamptz,
  updated_at    timestamptz NOT NULL
);
