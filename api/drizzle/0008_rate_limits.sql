-- Rate-limit counters shared by every api process (rate-limiter-flexible's Postgres store shape): a limit holds
-- across replicas, and a client cannot reset it by reaching another process.
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
