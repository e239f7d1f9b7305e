-- Decision 0040: partnership contracts are rejected and cancelled for reasons of their own kinds.
-- The demo seed's two partnership reasons move there; every other reason keeps its kind.
UPDATE "reasons" SET "kind" = 'PARTNERSHIP_REJECTION', "row_version" = "row_version" + 1, "updated_at" = now()
WHERE "kind" = 'REJECTION' AND "text_en" = 'The recruitment fees are above the agreed range';--> statement-breakpoint
UPDATE "reasons" SET "kind" = 'PARTNERSHIP_CANCELLATION', "row_version" = "row_version" + 1, "updated_at" = now()
WHERE "kind" = 'CANCELLATION' AND "text_en" = 'The partnership is no longer needed';
