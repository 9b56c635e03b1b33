-- why: the writers answer an imported posting's requirements from its text (issue 38 item 4), so the excerpt the import showed is kept with it.
ALTER TABLE "job_postings" ADD COLUMN "excerpt" text;