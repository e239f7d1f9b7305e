-- Keeps partnership_contract_counts exact: every insert, delete, and update that moves a contract
-- to another office, agency, country or status adds 1 to its new combination and takes 1 from its old.
-- No write may land between the trigger and the backfill: the table is locked until the migration commits.
LOCK TABLE "partnership_contracts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "partnership_contract_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_first boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.office_id, OLD.agency_id, OLD.country_id, OLD.status)
      IS NOT DISTINCT FROM (NEW.office_id, NEW.agency_id, NEW.country_id, NEW.status) THEN
    RETURN NULL;
  END IF;
  -- An update touches two counts: the smaller key first, so two crossing updates cannot deadlock.
  old_first := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE'
    AND (OLD.office_id, OLD.agency_id, OLD.country_id, OLD.status)
      < (NEW.office_id, NEW.agency_id, NEW.country_id, NEW.status));
  IF TG_OP <> 'INSERT' AND old_first THEN
    UPDATE "partnership_contract_counts" SET "n" = "n" - 1
    WHERE ("office_id", "agency_id", "country_id", "status")
      = (OLD.office_id, OLD.agency_id, OLD.country_id, OLD.status);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "partnership_contract_counts" ("office_id", "agency_id", "country_id", "status", "n")
    VALUES (NEW.office_id, NEW.agency_id, NEW.country_id, NEW.status, 1)
    ON CONFLICT ("office_id", "agency_id", "country_id", "status")
    DO UPDATE SET "n" = "partnership_contract_counts"."n" + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT old_first THEN
    UPDATE "partnership_contract_counts" SET "n" = "n" - 1
    WHERE ("office_id", "agency_id", "country_id", "status")
      = (OLD.office_id, OLD.agency_id, OLD.country_id, OLD.status);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partnership_contract_counts_follow"
AFTER INSERT OR UPDATE OF "office_id", "agency_id", "country_id", "status" OR DELETE ON "partnership_contracts"
FOR EACH ROW EXECUTE FUNCTION "partnership_contract_counts_follow"();--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it empties the counts with the contracts.
CREATE FUNCTION "partnership_contract_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "partnership_contract_counts";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partnership_contract_counts_clear"
AFTER TRUNCATE ON "partnership_contracts"
FOR EACH STATEMENT EXECUTE FUNCTION "partnership_contract_counts_clear"();--> statement-breakpoint
INSERT INTO "partnership_contract_counts" ("office_id", "agency_id", "country_id", "status", "n")
SELECT "office_id", "agency_id", "country_id", "status", count(*)
FROM "partnership_contracts"
GROUP BY "office_id", "agency_id", "country_id", "status";
