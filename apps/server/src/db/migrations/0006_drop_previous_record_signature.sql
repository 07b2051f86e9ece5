-- 0005 kept the previous release's practice_record_attempts signature (with each answer's
-- submodule) for its instances during a rolling upgrade. Every instance now runs the release
-- that calls the shorter one.
DROP FUNCTION practice_record_attempts(
  uuid[], text[], timestamptz[], boolean[], text[], text[], integer[], integer[], integer[],
  boolean[], integer
);
