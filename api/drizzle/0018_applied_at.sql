-- Issue 29: the day the user applied for the role (optional; the application timeline starts with it).
ALTER TABLE "contacts" ADD COLUMN "applied_at" date;