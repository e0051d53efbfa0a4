/**
 * #28: the help under a form's field, in the office's own words. The API's
 * OpenAPI descriptions are written for integrators (rule ids, request paths,
 * field names, "the caller's id"); the console never shows them. A field not
 * named here has no help; a screen may say more of one of its own fields
 * (an action's `help`).
 */
export const FIELD_HELP: Readonly<Record<string, string>> = {
  // ids the form fills in
  paymentId: 'Filled in for you. Keep it: the same payment sent twice is recorded once.',
  voidId: 'Filled in for you. Keep it: the same void sent twice is recorded once.',
  billId: "The bill's number.",
  // accounts
  parcelId: 'The tax map number of the parcel.',
  propertyClass:
    'As the Assessor classifies the property; each municipality takes only the classes its law names.',
  location: 'Inside the municipality unless chosen otherwise.',
  exemption: 'Village-owned properties are exempt.',
  units: 'The number of residential units in the property.',
  district: 'The sewer district, where the municipality has districts.',
  // periods
  fiscalYear: 'The fiscal year, named by the year it starts in (it starts June 1).',
  period: 'The billing period, named by the month it starts in.',
  quarter: 'The calendar quarter, such as 2021-Q2 for April to June.',
  // water usage
  totalGallons:
    'The water delivered over the period by this source, in gallons (by all sources, when only one is read).',
  meteredNonDischargedGallons:
    'Gallons an approved meter shows never reached the sewer; they reduce a commercial bill.',
  source:
    "Which water source was read, such as authority-meter or private-well; left empty, the water authority's meter. The period's total is the sum of its sources' latest readings.",
  estimated: 'Tick it when the Village estimated the reading because the source gave none.',
  readOn:
    'The day of the reading; left empty, the first day of its billing period (or the day the account opened, if later).',
  // bills
  billDate:
    "The date printed on the bill; the municipality's law sets the days a bill may be dated.",
  replaces:
    "The voided bill this one replaces: the replacement keeps that bill's dates for as much rent as it carried, and any excess is a new bill dated as this one.",
  // payments
  amount: 'The amount received, in dollars and cents, such as 100.00.',
  receivedOn: 'The day the payment was received.',
  method: 'How it was paid.',
  reversedOn:
    'The day the office learned the check was returned; the payment is undone from its own date, so the penalties it had prevented become due.',
  // adjustments and refunds
  filedOn:
    'The day it was filed at the office (for an adjustment application, the refund is due within 90 days of it).',
  adjustedBillableGallons:
    'The billable gallons as the Board adjusts them; the bill is rated again at its own rate. Fill in these gallons or the credit, not both.',
  creditAmount:
    "The credit against the bill's rent. Fill in the credit or the adjusted gallons, not both.",
  continuesApplicationId: "The earlier year's granted application this one continues, if any.",
  paidOn: 'The day the refund is paid; paid after its deadline, it carries interest at 3% a year.',
  // units, water, owners, use, forms
  unit: 'The unit, named 1, 2, 3 and so on.',
  by: 'Who turned the water on: anyone but the City Water Department brings a 500.00 penalty.',
  effectiveOn: "The day it takes effect (for a new owner, the deed's date).",
  requirementId:
    "The requirement the form answers: the year's, or the one a change of use brought.",
  // the municipality's rates, budget and tax sale
  ratePer1000Gallons: 'The adopted rate per 1,000 billable gallons.',
  projectedGrossOperatingCosts: 'The sewer rent total may not exceed 25% of this.',
  'sewerRent.capital': 'Treatment works and extensions.',
  refundReserveRate: 'At most 0.10.',
  effectiveFrom: 'The first day of a billing period.',
  effectiveTo: 'The last day of a billing period.',
  'rates.residentialUnit': 'Each residential unit inside the city.',
  'rates.meteredPer1000Gallons': 'Other establishments, per 1,000 gallons metered.',
  'rates.vacantUnitWaterOff':
    'A vacant house or building, water off at the service entry, per unit.',
  'rates.vacantOwnerOccupiedUnit':
    'A vacant unit within an owner-occupied property, on approved application.',
  'rates.vacantLand': 'Vacant land (property class 300).',
  scheduleId:
    'A name for the schedule, such as QB-CONS-2027; the same name sent twice is adopted once.',
  residentialUnitPerQuarter:
    'The charge for each residential unit a quarter, covering the gallons allowed; 0.00 where the district has none.',
  residentialAllowanceGallons:
    'The gallons a quarter the unit charge covers; 0 where the district has no unit charge.',
  residentialExcessPer1000Gallons:
    'The rate per 1,000 gallons a residence uses over its allowance.',
  nonresidentialPer1000Gallons: 'The rate per 1,000 gallons for every other property.',
  advertisingCost: 'The cost of advertising, charged once for each parcel listed.',
  // liens
  cutoff: 'The date the arrears are computed to: the bills past due on that date are listed.',
  taxYear: 'The tax roll the arrears are levied on.',
  leviedOn: 'The day the Board levies the statement on the tax roll.',
};

/** The help under a request typed as JSON (a schedule the form has no boxes for). */
export const JSON_HELP = "The request as the ledger's documentation for this form describes it.";
