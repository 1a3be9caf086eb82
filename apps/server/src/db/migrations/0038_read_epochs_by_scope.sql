CREATE TABLE "read_epochs" (
	"scope" text PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
