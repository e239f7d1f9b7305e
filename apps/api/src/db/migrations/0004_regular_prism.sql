-- One history mechanism: organisation profile edits move into record_history before the old table goes.
INSERT INTO "record_history" ("entity_type", "entity_id", "action", "changed_by", "changed_at", "changes")
SELECT 'organization', "organization_id", 'update', "changed_by", "changed_at", "changes" FROM "organization_history" ORDER BY "id";--> statement-breakpoint
DROP TABLE "organization_history" CASCADE;