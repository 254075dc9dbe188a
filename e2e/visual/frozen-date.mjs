// Loaded into the visual tests' storefront with `node --import` (NODE_OPTIONS, see storefront.e2e.ts): its calendar
// starts at ETALAGE_VISUAL_NOW and runs on from there, so what the server renders from today's date (the cards'
// 'Levering voor Kerstmis' tag counts the days to 24 December) is the same on every day the baselines are compared.
const start = Date.parse(process.env.ETALAGE_VISUAL_NOW ?? '');
if (Number.isNaN(start)) throw new Error('frozen-date.mjs: ETALAGE_VISUAL_NOW is not a date');
const RealDate = Date;
const offset = start - RealDate.now();

class VisualDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

// `Date()` without `new` returns today's date as text; a class cannot be called, so a function stands in for it.
function FrozenDate(...args) {
  if (!new.target) return new VisualDate().toString();
  return Reflect.construct(VisualDate, args, new.target);
}
Object.setPrototypeOf(FrozenDate, VisualDate);
FrozenDate.prototype = VisualDate.prototype;
FrozenDate.now = VisualDate.now;

globalThis.Date = FrozenDate;
