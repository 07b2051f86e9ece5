-- The alternative text of a question's figure, read from the SVG's <title> on import.
ALTER TABLE "questions" ADD COLUMN "image_alt" text;