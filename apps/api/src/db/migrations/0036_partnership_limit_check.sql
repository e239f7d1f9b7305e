-- An agency's approval checks its office's organisation limit inside its own statement (decision 0068,
-- 2026-11-30): the limit row locked, then the office's held contracts with that country's agencies
-- counted apart from the one approved. A volatile function's statements each take a snapshot of
-- their own, so the count, taken after the lock, sees every approval that committed under it; a
-- plain subquery would count with the statement's snapshot, taken before the wait. Answers true, or
-- raises SQLSTATE LM409 with the figures as JSON in its detail (the approval answers 409).
CREATE FUNCTION "partnership_limit_holds"(office integer, country integer, contract integer, held text[])
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  allowed integer;
  used integer;
BEGIN
  SELECT "maximum" INTO allowed FROM "organization_limits"
  WHERE "organization_id" = office AND "country_id" = country
  FOR UPDATE;
  IF NOT FOUND THEN
    RETURN true;
  END IF;
  SELECT count(*) INTO used FROM "partnership_contracts"
  WHERE "office_id" = office AND "country_id" = country AND "status" = ANY (held) AND "id" <> contract;
  IF used + 1 > allowed THEN
    RAISE EXCEPTION 'organisation limit reached' USING
      ERRCODE = 'LM409',
      DETAIL = json_build_object('used', used, 'allowed', allowed)::text;
  END IF;
  RETURN true;
END;
$$;
