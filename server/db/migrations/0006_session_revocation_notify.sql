-- Every change to a session row (revocation is the only update; deletion cascades from users) is
-- announced on the channel 'session_revoked' with the session id, delivered at COMMIT. API
-- processes on PostgreSQL cache active sessions and drop an entry when they hear it (ADR 007), so a
-- revocation made by any process, or by hand in SQL, reaches every cache.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.id::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
