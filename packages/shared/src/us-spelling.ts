// The academy's students and parents are American (SPEC §1): what they read is spelled the
// American way ('Practice SAT questions', 'Checkout canceled', 'the labeled vertex'). The web
// app's texts (apps/web/src/test/us-spelling.test.ts) and the question bank (content:check)
// are both held to this one list of British forms.
const BRITISH =
  /\b(practis(e|ed|es|ing)|cancell(ed|ing)|colour(s|ed|ing|ful)?|favour(s|ed|ing|able)?|favourites?|flavours?|labour(s|ed|ing)?|harbours?|rumours?|behaviours?|honours?|neighbour(s|ing|hoods?)?|organis(e|ed|es|ing|ation)|personalis(e|ed|es|ing|ation)|recognis(e|ed|es|ing)|realis(e|ed|es|ing)|summaris(e|ed|es|ing)|customis(e|ed|es|ing)|prioritis(e|ed|es|ing)|apologis(e|ed|es|ing)|memoris(e|ed|es|ing)|minimis(e|ed|es|ing)|maximis(e|ed|es|ing)|optimis(e|ed|es|ing)|emphasis(e|ed|es|ing)|analys(e|ed|es|ing)|centr(e|es|ed|ing)|theatres?|fibres?|(centi|milli|kilo)?(metre|litre)s?|catalogues?|labell(ed|ing)|modell(ed|ing)|travell(ed|ing|er|ers)|totall(ed|ing)|levell(ed|ing)|signall(ed|ing)|fuell(ed|ing)|enrolment|fulfil(s|ment)?|judgement|learnt|whilst|amongst|programmes?|licence|cheques?|jewellery|tyres?|aluminium|maths|grey)\b/i;

/** The first British spelling in a text a student or parent reads, if any. */
export function findBritishSpelling(text: string): string | undefined {
  return BRITISH.exec(text)?.[0];
}
