-- Where a reply to a mail should go (the student or customer in the academy's mail, the academy
-- in theirs). Null on rows queued before it: those go out without a Reply-To, as they did.
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
