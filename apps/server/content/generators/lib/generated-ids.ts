// Ids of generated questions carry a "g" so they never collide with the hand-written ones of the
// same concept ("linear-functions-007" beside "linear-functions-g007").
export function generatedIds(concept: string): () => string {
  let serial = 0;
  return () => `${concept}-g${String(++serial).padStart(3, '0')}`;
}
