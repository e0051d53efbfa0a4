/**
 * The ledger API's types, generated from its OpenAPI document by
 * `npm run api-types` (openapi-typescript). Do not edit: change the API's
 * schemas and generate again; a test fails while this file is stale.
 */
export interface paths {
  '/v1/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find accounts by the start of an account id or parcel id (letters and digits only: "12.-1-3" is "1213"), or by words of an owner name or mailing address (any order, each the start of a word, case-insensitive): a page of at most 50 (`limit`, `offset`) in account id order, `total` matching (counted to 1,000, then `capped`), each with its balance today */
    get: operations['AccountsController_search'];
    put?: never;
    /** Open a sewer account (N2) */
    post: operations['AccountsController_open'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account: its details, usage, bills and payments */
    get: operations['AccountsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The water readings on file (N3): each source's reading of a period, actual or estimated, whether a later reading of its source restated it, the later actual that contradicts an estimate, and the bills made from it; as known at an instant (C3) */
    get: operations['AccountsController_readings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/payoff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What must be paid on a date to clear the account: the balance plus every accrual the rules make due by then that no run has booked yet (listed as not yet booked) */
    get: operations['AccountsController_payoff'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Balance as of a date, as known at an instant (C3) */
    get: operations['AccountsController_balance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statement with running balance; each entry with effective date and recorded time */
    get: operations['AccountsController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/water-usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a fiscal year's water delivered (N3) */
    post: operations['AccountCommandsController_usage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/bills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Render the fiscal year's bill from usage and the adopted rate (N1, N3, N4) */
    post: operations['AccountCommandsController_bill'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Post a payment received (C5: applied oldest first, derived) */
    post: operations['AccountCommandsController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/payments/{paymentId}/reversal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reverse a payment, e.g. a returned check (C4: effective on the payment's date) */
    post: operations['AccountCommandsController_reverse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/adjustment-applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** File an application for an adjustment of a bill (N6) */
    post: operations['AccountCommandsController_fileApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/adjustment-applications/{applicationId}/grant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Board grants an adjustment: credit, applied to rent, refund due and its deadline (N6) */
    post: operations['AccountCommandsController_grant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/adjustment-applications/{applicationId}/denial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Board denies an adjustment (N6) */
    post: operations['AccountCommandsController_deny'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay the whole refund of a granted adjustment, with interest when late (N7) */
    post: operations['AccountCommandsController_refund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/bills/{billId}/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Void a bill rendered in error (C11); its replacement is rendered with `replaces` (a levied bill cannot be voided: N9) */
    post: operations['AccountCommandsController_voidBill'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/penalty-waivers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Board waives a bill's unpaid penalties */
    post: operations['AccountCommandsController_waive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/unit-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A unit's occupancy status from a date (W2, Watervliet) */
    post: operations['AccountCommandsController_unitStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/water-turn-ons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Water turned on at the building's service entry (W2, Watervliet) */
    post: operations['AccountCommandsController_waterTurnOn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/occupancy-findings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A reduced unit found occupied (W2, Watervliet) */
    post: operations['AccountCommandsController_occupancyFinding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/owner-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The property changed hands (C9): the account and its arrears stay with the parcel */
    post: operations['AccountCommandsController_ownerChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/reclassifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Assessor's classification from a date (N12, change of use); bills from then use it */
    post: operations['AccountCommandsController_reclassify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/utilization-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A sworn utilization form filed (N10, Northport); a filing dated before charges fell reverses them in the next penalty run */
    post: operations['AccountCommandsController_utilizationForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/rate-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adopt the fiscal year's rate per 1,000 gallons (N5) */
    post: operations['NorthportController_adoptRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/budgets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sewer rent budgets adopted for the three fiscal years before a date's, its own and the next, each as adopted; the date's fiscal year's (the latest adopted for it) in force (N5, N8) */
    get: operations['NorthportController_budgets'];
    put?: never;
    /** Adopt the sewer rent budget: total, 25% cap, carryover, reserve to collect, levy (N5, N8) */
    post: operations['NorthportController_adoptBudget'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/fiscal-years/{fy}/proposed-rate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rate the levy implies over liable accounts' recorded usage (N5) */
    get: operations['NorthportController_proposedRate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/fiscal-years/{fy}/fund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Sewer Rent Fund's receipts for the fiscal year and their waterfall, as of a date (N8) */
    get: operations['NorthportController_fund'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/fiscal-years/{fy}/refund-reserve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The refund reserve: opening (carryover), allocated, refunds and interest paid, closing, shortfall (N8) */
    get: operations['NorthportController_refundReserve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/refund-obligations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every refund obligation with its deadline, days late and interest (N7) */
    get: operations['NorthportController_refundObligations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/utilization-form-requirements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Require a utilization form of every liable account for a calendar year, by a due date (N10) */
    post: operations['NorthportController_requireForms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/northport/utilization-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** For a year: who has filed its utilization form, who has not, and what is charged (N10) */
    get: operations['NorthportController_forms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/watervliet/rate-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adopt the amounts in force for a range of billing periods (W2) */
    post: operations['WatervlietController_adoptRates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/watervliet/tax-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a tax sale (W3): accounts with rent unpaid the day before are listed, the advertising cost charged once per parcel; from then a further 10% a year accrues in penalty runs. With `Prefer: respond-async`: 202 and the job */
    post: operations['WatervlietController_taxSale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/bill-runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bill every liable account with usage (N1, N2, N3); skipped accounts are listed with their reason. With `Prefer: respond-async`: 202 and the job */
    post: operations['RunsController_billRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/penalty-runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reconcile penalties through a date (C6, C7, N4); running it twice changes nothing. With `Prefer: respond-async`: 202 and the job */
    post: operations['RunsController_penaltyRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/lien-statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A municipality's lien statements prepared (N9, W3, Q4), the latest cut-off first: each statement's id, cut-off, tax year, parcels, total, when it was prepared, and whether and when it was levied */
    get: operations['LienStatementsController_list'];
    put?: never;
    /** Prepare the statement of liens for rents in arrears as of a cut-off (N9, W3); nothing is levied */
    post: operations['LienStatementsController_prepare'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/lien-statements/{statementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The statement (JSON), or with format=csv: parcelId,owner,accountId,rent,penalties,total; once levied, the figures the levy put on the tax roll and a last column `levied` (false: paid before the levy, 0.00) */
    get: operations['LienStatementsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/lien-statements/{statementId}/levy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Levy the statement on the tax roll: LienLevied on each account; levied bills accrue nothing more (N9) */
    post: operations['LienStatementsController_levy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/opening-balances/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** C12: the conversion report: every line brought in from the old system, the totals by kind beside the old system's control totals (format=csv: the same as CSV) */
    get: operations['OpeningBalancesController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/opening-balances/report/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** C12: the conversion report as the treasurer signs it (PDF): the same figures */
    get: operations['OpeningBalancesController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/opening-balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * C12: go live from the old system: its open items as of the conversion date, checked whole against the old system's control totals; refused whole (422) on any bad line or difference; dryRun=true writes nothing; the same file twice changes nothing
     * @description columns: accountId,billId,billDate,fiscalYear,period,quarter,rentUnpaid,penaltiesUnpaid,chargesUnpaid,credit (the municipality's own period column; a credit line has no billId)
     */
    post: operations['OpeningBalancesController_convert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/imports/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a CSV file (assessor's roll, water supplier's usage, bank lockbox payments): validated whole, then applied; the same file twice changes nothing
     * @description accounts: accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn,ownerSince,deedReference,district
     *     water-usage: accountId,fiscalYear,period,quarter,totalGallons,meteredNonDischargedGallons,readOn,source,estimated
     *     payments: paymentId,accountId,amount,receivedOn,method,reference
     */
    post: operations['ImportsController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The run register: past and running bill runs, penalty runs, imports, lien statements and reports, latest first, each with who started it, when, what was asked and the result */
    get: operations['JobsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A long operation started with `Prefer: respond-async`: { jobId, kind, state: queued|running|succeeded|failed, done, total, startedAt, finishedAt, result, error, startedBy, municipality } */
    get: operations['JobsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/{municipality}/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Aging as of a date: every account's arrears by days past due (current, 1-30, 31-60, 61-90, 91-180, over 180), and the totals; limit and offset page the rows (the totals are of every account); format=csv with a totals row */
    get: operations['ReportsController_aging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/{municipality}/estimated-bills-contradicted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** N3/C11: bills rendered from estimates now contradicted: each bill made from an estimated water source that a later actual reading contradicts, with the gallons estimated and read, the total billed and the actual, and the rent billed (each to be voided and replaced, C11) */
    get: operations['ReportsController_estimatedBillsContradicted'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/{municipality}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments received by day (the deposit slip): each day's count and total by method and by batch (an import file, or the counter and who took it), every payment, and the returned checks of those days (C4); format=csv */
    get: operations['ReportsController_payments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/journal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The double-entry journal (chart: cash, receivables, deposits, refunds payable, tax roll, revenues), as known now or at `knownAt` (C3); format=csv for a general-ledger package */
    get: operations['JournalController_entries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trial-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trial balance as of a date, as known at an instant (C3): debits always equal credits */
    get: operations['JournalController_trialBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/bills/{billId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A bill as printed, with its remittance stub (PDF), addressed to the owner on its bill date (C9) */
    get: operations['DocumentsController_bill'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/bill-runs/{billRunId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every bill of a run for the mail house: one PDF, a bill per page in account order; format=csv gives the bill print file */
    get: operations['DocumentsController_billRun'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/statement/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account statement as printed (PDF): entries with running balance from `from` through `to` (today), and the balance by kind */
    get: operations['DocumentsController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/payments/{paymentId}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A receipt for a payment (PDF), with the balance today after it */
    get: operations['DocumentsController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/accounts/{accountId}/delinquency-notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A delinquency notice on a date (PDF): arrears by bill, accruals due but not yet booked, the amount to pay, what accrues next month, how to pay */
    get: operations['DocumentsController_notice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/lien-statements/{statementId}/roll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Board-ready lien roll (PDF): parcels, owners of record, accounts, arrears, totals, resolution and signature lines (N9, W3) */
    get: operations['DocumentsController_lienRoll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events in global order after a position: position, streamId, revision, type, version, effectiveDate, recordedAt, data, metadata; and `next` */
    get: operations['FeedController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The feed live, as Server-Sent Events; the SSE id is the position, so a client resumes with Last-Event-ID. The next event is sent when the client has taken the last; a `: heartbeat` comment every 15 s; 503 with Retry-After beyond the cap on open streams, 429 beyond the cap per key */
    get: operations['FeedController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/event-schemas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The JSON Schema of every event type and version (its data), of the metadata every event carries, of the envelope the feed, the stream and webhooks carry an event in, and of a webhook delivery */
    get: operations['FeedController_schemas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe a webhook: signed deliveries in order, at least once, retried with backoff */
    post: operations['SubscriptionsController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{subscriptionId}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotate a subscription's secret: the new one is shown once, here; the log records its fingerprint */
    post: operations['SubscriptionsController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{subscriptionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A subscription's state: position delivered, deliveries, failures, last error */
    get: operations['SubscriptionsController_status'];
    put?: never;
    post?: never;
    /** Remove a subscription (the key that registered it, or an admin key for every municipality; one scoped to some is answered 404): nothing more is delivered to it, on any host, and its secret is forgotten; its id is not registered again (register the new URL under another id). Removing it again answers the same removal, 200 both times */
    delete: operations['SubscriptionsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in: the key's holder, role and the municipalities it acts for (null: all) */
    get: operations['MeController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every municipality: its display name, how it names billing periods (and the request field), its property classes, its optional chapters and its rule ids */
    get: operations['MunicipalitiesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/{municipality}/rate-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rate schedules adopted around a date (default today), each in the municipality's own shape (N5: fiscal year and rate per 1,000 gallons; W2: effective period and unit rates; Q1: district and effective date) with its adoption date, those in force on the date marked `inForce` */
    get: operations['MunicipalitiesController_rateSchedules'];
    put?: never;
    /** Adopt a rate schedule of a plug-in municipality (Q1: per district, effective-dated); the same schedule again answers 200 */
    post: operations['MunicipalitiesController_adopt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/municipalities/{municipality}/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The office profile every document prints (name, remit-to and return addresses, phone, hours, note); profile null where none is set yet */
    get: operations['MunicipalitiesController_profile'];
    /** Set the office profile (a new fact each time it changes; the same profile again answers 200); documents print the latest as known at their instant */
    put: operations['MunicipalitiesController_setProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every API key the signed-in admin may manage, with its last use (to the minute) */
    get: operations['ApiKeysController_list'];
    put?: never;
    /** Create a key with a role and municipalities; the answer carries the secret key, shown this once */
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/api-keys/{keyId}/revocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a key: it is refused from this moment; revoking it again changes nothing */
    post: operations['ApiKeysController_revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorAnswer: {
      /** @example 422 */
      statusCode: number;
      /** @example Unprocessable Entity */
      error: string;
      /** @example a bill dated 2026-02-15 is after January 27 (N1) */
      message: string | string[];
      /**
       * @description the rule id of DOMAIN.md (libs/domain/RULES.md) the request breaks
       * @example N1
       */
      rule?: string;
      /**
       * @description at most 20 fields, each with its messages
       * @example {
       *       "amount": [
       *         "amount must be a positive amount with two decimals"
       *       ]
       *     }
       */
      fields?: {
        [key: string]: string[];
      };
      /** @description a CSV import's 422: every bad line, with the field and why (the answer also carries the import's kind, sha256, records, applied and unchanged) */
      errors?: {
        /** @description the line of the file (1 is the header) */
        line: number;
        field?: string;
        message: string;
      }[];
    };
    OwnerDto: {
      /** @example Jane Q. Owner */
      name: string;
      /** @example 12 Main St, Northport NY 11768 */
      mailingAddress: string;
    };
    OpenAccountDto: {
      /** @example NP-000123 */
      accountId: string;
      /**
       * @description the municipality (see GET /v1/municipalities)
       * @enum {string}
       */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /**
       * @description Tax map number of the parcel
       * @example 0403-001.00-01.00-001.000
       */
      parcelId: string;
      /**
       * @description Village of Northport: residential | commercial. City of Watervliet: residential | other | vacant-land. Town of Queensbury: residential | nonresidential
       * @enum {string}
       */
      propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
      /**
       * @description inside when left out
       * @enum {string}
       */
      location?: 'inside' | 'outside';
      /**
       * @description N2: village-owned properties are exempt
       * @enum {string}
       */
      exemption?: 'village-owned';
      owner: components['schemas']['OwnerDto'];
      /**
       * Format: date
       * @example 2025-06-01
       */
      openedOn: string;
      /**
       * @description W2, Q1: the number of residential units (Watervliet: named "1".."n")
       * @example 2
       */
      units?: number;
      /**
       * @description Q1: the sewer district, where the municipality has districts
       * @example consolidated
       */
      district?: string;
    };
    RecordWaterUsageDto: {
      /**
       * @description Northport (N1): the fiscal year, named by the year it starts in (June 1)
       * @example 2025
       */
      fiscalYear?: number;
      /**
       * @description Watervliet (W1): the billing period, named by the month it starts
       * @example 2022-11
       */
      period?: string;
      /**
       * @description Queensbury (Q2): the calendar quarter
       * @example 2021-Q2
       */
      quarter?: string;
      /**
       * @description N3: water delivered over the period by this source (all sources when only one is named), in gallons
       * @example 80000
       */
      totalGallons: number;
      /**
       * @description N3: gallons metered by a village-approved meter that do not reach the sewer (accepted whatever the class; it reduces a bill whose class on its bill date is commercial)
       * @example 30000
       */
      meteredNonDischargedGallons?: number;
      /**
       * @description N3: the water source read (a short id: `authority-meter`, `private-well`, ...); default `authority-meter`, the one source before sources were named. The period's total is the sum of its sources' latest readings
       * @example private-well
       */
      source?: string;
      /**
       * @description N3: the Village estimated the reading (the source gave none); default false
       * @example false
       */
      estimated?: boolean;
      /**
       * Format: date
       * @description Effective date of the reading; default the first day of its billing period (or the day the account opened, if later), never the day it is typed
       * @example 2025-09-01
       */
      readOn?: string;
    };
    VoidBillDto: {
      /**
       * @description C8: the caller's id for the void
       * @example V-2025-0001
       */
      voidId: string;
      /**
       * Format: date
       * @example 2025-12-10
       */
      voidedOn: string;
      /** @example Meter misread: 60,000 gallons, not 80,000 */
      reason: string;
    };
    CorrectedReadingDto: {
      /**
       * @description N3: water delivered over the period by this source (all sources when only one is named), in gallons
       * @example 80000
       */
      totalGallons: number;
      /**
       * @description N3: gallons metered by a village-approved meter that do not reach the sewer (accepted whatever the class; it reduces a bill whose class on its bill date is commercial)
       * @example 30000
       */
      meteredNonDischargedGallons?: number;
      /**
       * @description N3: the water source read (a short id: `authority-meter`, `private-well`, ...); default `authority-meter`, the one source before sources were named. The period's total is the sum of its sources' latest readings
       * @example private-well
       */
      source?: string;
      /**
       * @description N3: the Village estimated the reading (the source gave none); default false
       * @example false
       */
      estimated?: boolean;
      /**
       * Format: date
       * @description Effective date of the reading; default the first day of its billing period (or the day the account opened, if later), never the day it is typed
       * @example 2025-09-01
       */
      readOn?: string;
    };
    RenderBillDto: {
      /**
       * @description Northport (N1): the fiscal year, named by the year it starts in (June 1)
       * @example 2025
       */
      fiscalYear?: number;
      /**
       * @description Watervliet (W1): the billing period, named by the month it starts
       * @example 2022-11
       */
      period?: string;
      /**
       * @description Queensbury (Q2): the calendar quarter
       * @example 2021-Q2
       */
      quarter?: string;
      /**
       * @description C8: the caller's id for the bill
       * @example B-2025-NP-000123
       */
      billId: string;
      /**
       * Format: date
       * @description N1: within the fiscal year and no later than January 27; W1: from the period start to the last day without interest; Q2: within the quarter. A replacement's (`replaces`) is the day of the correction, not a day to come, and no window bounds it (C11)
       * @example 2025-10-01
       */
      billDate: string;
      /**
       * @description C11: the voided bill of the same period this one replaces: it keeps that bill's dates for as much rent as it carried; `billDate` is then the day of the correction, the date of a supplemental bill for any excess. With `void` ({ voidId, voidedOn, reason }), the bill is voided in the same request; with `reading` (N3: one source's right reading of the period, as POST water-usage takes it: it replaces that source's whole reading, so a metered non-discharged figure is given again), the reading is recorded after the void and the replacement rendered on it: all are written together, or none is
       * @example B-2025-NP-000123
       */
      replaces?: string;
      void?: components['schemas']['VoidBillDto'];
      reading?: components['schemas']['CorrectedReadingDto'];
    };
    ReceivePaymentDto: {
      /**
       * @description C8: the caller's id for the payment
       * @example PMT-2025-11-20-0001
       */
      paymentId: string;
      /**
       * @description C1: a positive amount string with two decimals
       * @example 100.00
       */
      amount: string;
      /**
       * Format: date
       * @description The date the payment was received (its effective date)
       * @example 2025-11-20
       */
      receivedOn: string;
      /**
       * @description how it was paid (#25: one of the list)
       * @example check
       * @enum {string}
       */
      method?: 'cash' | 'check' | 'money-order' | 'card' | 'ach' | 'lockbox' | 'online';
      /** @example check 1042 */
      reference?: string;
    };
    ReversePaymentDto: {
      /**
       * Format: date
       * @description C4: the date the return was learned; the reversal takes effect on the payment's own date
       * @example 2025-12-10
       */
      reversedOn: string;
      /** @example returned check: insufficient funds */
      reason: string;
    };
    FileAdjustmentApplicationDto: {
      /** @example ADJ-2025-0007 */
      applicationId: string;
      /** @example B-2025-NP-1001 */
      billId: string;
      /**
       * Format: date
       * @description N6: the refund deadline is this date + 90 days
       * @example 2025-11-03
       */
      filedOn: string;
      /** @example Approved meter shows 20,000 gallons used for irrigation, not discharged */
      claim: string;
    };
    GrantAdjustmentDto: {
      /**
       * Format: date
       * @example 2026-01-15
       */
      grantedOn: string;
      /** @example Board Res. 2026-14 */
      resolution: string;
      /**
       * @description N6: the billable gallons as adjusted; the bill is re-rated at its own rate. Give this or creditAmount.
       * @example 60000
       */
      adjustedBillableGallons?: number;
      /**
       * @description N6: the credit against the bill's rent. Give this or adjustedBillableGallons.
       * @example 120.00
       */
      creditAmount?: string;
      /**
       * @description § 239-32 L: the earlier year's granted application this one continues
       * @example ADJ-2024-0003
       */
      continuesApplicationId?: string;
    };
    DenyAdjustmentDto: {
      /**
       * Format: date
       * @example 2026-01-15
       */
      deniedOn: string;
      /** @example Board Res. 2026-15: not supported by meter readings */
      resolution: string;
    };
    IssueRefundDto: {
      /** @example RF-2026-0001 */
      refundId: string;
      /** @example ADJ-2025-0007 */
      applicationId: string;
      /**
       * Format: date
       * @description N7: after the deadline the refund carries 3% a year
       * @example 2026-03-03
       */
      paidOn: string;
    };
    WaivePenaltiesDto: {
      /** @example W-2026-0002 */
      waiverId: string;
      /** @example B-2025-NP-1001 */
      billId: string;
      /**
       * Format: date
       * @example 2025-12-10
       */
      waivedOn: string;
      /** @example Board Res. 2025-40: good cause shown */
      resolution: string;
    };
    ChangeUnitStatusDto: {
      /**
       * @description W2: units are named "1".."n"
       * @example 2
       */
      unit: string;
      /** @enum {string} */
      status: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied';
      /**
       * Format: date
       * @example 2022-10-01
       */
      effectiveOn: string;
    };
    RecordWaterTurnOnDto: {
      /** @example TO-2023-014 */
      turnOnId: string;
      /**
       * Format: date
       * @example 2023-03-01
       */
      turnedOnOn: string;
      /**
       * @description W2: by anyone other than the City Water Department brings a 500.00 penalty
       * @enum {string}
       */
      by: 'city' | 'other';
    };
    RecordOccupancyFindingDto: {
      /** @example F-2023-003 */
      findingId: string;
      /** @example 2 */
      unit: string;
      /**
       * Format: date
       * @example 2023-01-10
       */
      foundOn: string;
    };
    ChangeOwnerDto: {
      /** @example OC-2026-0017 */
      ownerChangeId: string;
      owner: components['schemas']['OwnerDto'];
      /**
       * Format: date
       * @description the day the new owner holds the property (the deed's date)
       * @example 2026-03-15
       */
      effectiveOn: string;
      /** @example Liber 12345 cp 67 */
      deedReference?: string;
    };
    ReclassifyAccountDto: {
      /** @example RC-2026-0003 */
      reclassificationId: string;
      /**
       * @description Village of Northport: residential | commercial. City of Watervliet: residential | other | vacant-land. Town of Queensbury: residential | nonresidential
       * @enum {string}
       */
      propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
      /**
       * Format: date
       * @example 2026-04-01
       */
      effectiveOn: string;
      /** @example Assessor: shop converted to a single-family home */
      reason: string;
    };
    FileUtilizationFormDto: {
      /** @example UF-2026-0412 */
      formId: string;
      /**
       * @description the year's requirement, or `change-of-use:{reclassificationId}` (N12)
       * @example UF-2026
       */
      requirementId: string;
      /**
       * Format: date
       * @example 2026-05-15
       */
      filedOn: string;
    };
    AdoptRateScheduleDto: {
      /** @example 2025 */
      fiscalYear: number;
      /**
       * @description N5: the adopted rate per 1,000 billable gallons
       * @example 3.2000
       */
      ratePer1000Gallons: string;
      /**
       * Format: date
       * @example 2025-09-15
       */
      adoptedOn: string;
    };
    SewerRentBudgetDto: {
      /** @example 150000.00 */
      operationAndMaintenance: string;
      /** @example 60000.00 */
      debtService: string;
      /**
       * @description treatment works and extensions
       * @example 30000.00
       */
      capital: string;
    };
    AdoptBudgetDto: {
      /** @example 2026 */
      fiscalYear: number;
      /**
       * Format: date
       * @example 2026-04-15
       */
      adoptedOn: string;
      /**
       * @description N5: the sewer rent total may not exceed 25% of this
       * @example 1000000.00
       */
      projectedGrossOperatingCosts: string;
      sewerRent: components['schemas']['SewerRentBudgetDto'];
      /**
       * @description N5/§ 239-32 K: at most 0.10
       * @example 0.10
       */
      refundReserveRate: string;
    };
    RequireUtilizationFormsDto: {
      /** @example UF-2026 */
      requirementId: string;
      /** @example 2026 */
      year: number;
      /**
       * Format: date
       * @example 2026-03-01
       */
      dueOn: string;
    };
    WatervlietRatesDto: {
      /**
       * @description each residential unit inside the city
       * @example 98.41
       */
      residentialUnit: string;
      /**
       * @description other establishments, per 1,000 gallons metered
       * @example 4.48
       */
      meteredPer1000Gallons: string;
      /** @example 224.00 */
      meteredMinimum: string;
      /**
       * @description vacant house or building, water off at the service entry, per unit
       * @example 49.50
       */
      vacantUnitWaterOff: string;
      /**
       * @description vacant unit within an owner-occupied property, on approved application
       * @example 49.50
       */
      vacantOwnerOccupiedUnit: string;
      /**
       * @description vacant land (property class 300)
       * @example 6.57
       */
      vacantLand: string;
      /** @example 150.00 */
      outsideResidentialUnit: string;
      /** @example 75.00 */
      outsideVacantWaterOff: string;
      /** @example 500.00 */
      unauthorizedTurnOnPenalty: string;
      /** @example 500.00 */
      occupiedWhileReducedPenalty: string;
    };
    AdoptWatervlietRatesDto: {
      /**
       * Format: date
       * @description the first day of a billing period
       * @example 2022-11-01
       */
      effectiveFrom: string;
      /**
       * Format: date
       * @description the last day of a billing period
       * @example 2023-10-31
       */
      effectiveTo: string;
      /**
       * Format: date
       * @example 2022-10-06
       */
      adoptedOn: string;
      rates: components['schemas']['WatervlietRatesDto'];
    };
    RecordTaxSaleDto: {
      /** @example TS-2024 */
      taxSaleId: string;
      /**
       * Format: date
       * @example 2024-06-10
       */
      saleDate: string;
      /**
       * @description the cost of advertising, charged once per parcel listed
       * @example 25.00
       */
      advertisingCost: string;
    };
    BillRunDto: {
      /**
       * @description Northport (N1): the fiscal year, named by the year it starts in (June 1)
       * @example 2025
       */
      fiscalYear?: number;
      /**
       * @description Watervliet (W1): the billing period, named by the month it starts
       * @example 2022-11
       */
      period?: string;
      /**
       * @description Queensbury (Q2): the calendar quarter
       * @example 2021-Q2
       */
      quarter?: string;
      /**
       * @description C8: the caller's id for the run; sending it again answers the same result
       * @example BR-2025
       */
      billRunId: string;
      /**
       * @description the municipality (see GET /v1/municipalities)
       * @enum {string}
       */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /**
       * Format: date
       * @example 2025-10-01
       */
      billDate: string;
    };
    PenaltyRunDto: {
      /**
       * @description Northport penalties (N4) or Watervliet interest (W1)
       * @enum {string}
       */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /**
       * Format: date
       * @description C7: reconcile every accrual on or before this date; not after today
       * @example 2025-12-15
       */
      through: string;
    };
    PrepareLienStatementDto: {
      /** @example LS-2026-NP */
      statementId: string;
      /**
       * @description the municipality (see GET /v1/municipalities)
       * @enum {string}
       */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /**
       * Format: date
       * @description N9: arrears as of this date (bills past due on it)
       * @example 2026-05-31
       */
      cutoff: string;
      /**
       * @description the tax roll the arrears are levied on
       * @example 2026
       */
      taxYear: number;
    };
    LevyLienStatementDto: {
      /**
       * Format: date
       * @description N9: the date the Board levies the statement on the tax roll
       * @example 2026-06-15
       */
      leviedOn: string;
    };
    RegisterSubscriptionDto: {
      /** @example tax-collector */
      subscriptionId: string;
      /**
       * Format: uri
       * @description https (plain http only to a host the operator allows), to a host that resolves to public addresses only, without credentials; otherwise 400 with rule `webhooks`
       * @example https://tax.example.org/hooks/sewer
       */
      url: string;
      /**
       * @description event types to receive (the published ones, see GET /v1/event-schemas); empty for all
       * @example [
       *       "LienLevied",
       *       "PaymentReceived"
       *     ]
       */
      types: (
        | 'AccountOpened'
        | 'WaterUsageRecorded'
        | 'BillRendered'
        | 'BillVoided'
        | 'BillConverted'
        | 'CreditConverted'
        | 'PaymentReceived'
        | 'PaymentReversed'
        | 'PenaltyAccrued'
        | 'PenaltyReversed'
        | 'AdjustmentApplicationFiled'
        | 'AdjustmentGranted'
        | 'AdjustmentDenied'
        | 'RefundIssued'
        | 'PenaltyWaived'
        | 'UnitStatusChanged'
        | 'WaterTurnedOn'
        | 'OccupancyFound'
        | 'ChargeAssessed'
        | 'LienLevied'
        | 'OwnerChanged'
        | 'AccountReclassified'
        | 'TaxSaleListed'
        | 'UtilizationFormFiled'
        | 'UtilizationFormCharged'
        | 'UtilizationFormChargeReversed'
        | 'BillRunCompleted'
        | 'LienStatementPrepared'
        | 'LienStatementLevied'
        | 'SewerRentBudgetAdopted'
        | 'UtilizationFormRequired'
        | 'TaxSaleRecorded'
        | 'OpeningBalancesConverted'
        | 'MunicipalityProfileRecorded'
        | 'RateScheduleAdopted'
      )[];
      /** @description deprecated: leave it out and the server makes the secret and shows it once in the answer. Deliveries are signed as Standard Webhooks says (webhook-id, webhook-timestamp, webhook-signature) and carry X-Ledger-Signature: sha256=HMAC-SHA256(secret, body) */
      secret?: string;
    };
    MunicipalityProfileDto: {
      /** @example Village of Northport, Office of the Village Clerk */
      officeName: string;
      /**
       * @description where payments are mailed: 1 to 4 lines of at most 48 characters
       * @example [
       *       "Village of Northport",
       *       "Sewer Rents",
       *       "224 Main Street",
       *       "Northport, NY 11768"
       *     ]
       */
      remitTo: string[];
      /**
       * @description the sender's address in the envelope's upper window: 1 to 4 lines
       * @example [
       *       "Village of Northport",
       *       "224 Main Street",
       *       "Northport, NY 11768"
       *     ]
       */
      returnAddress: string[];
      /** @example (631) 261-7502 */
      phone: string;
      /** @example Monday to Friday, 8:30 a.m. to 4:00 p.m. */
      hours: string;
      /** @example A drop box is at the front door of Village Hall. */
      note?: string | null;
    };
    CreateApiKeyDto: {
      /**
       * @description who holds the key (every event it writes names them): 1 to 100 letters, digits, spaces or . _ @ ' -
       * @example Jane Clerk
       */
      actor: string;
      /**
       * @example clerk
       * @enum {string}
       */
      role: 'clerk' | 'finance' | 'board' | 'auditor' | 'integration' | 'admin';
      /** @description the municipalities the key acts for; absent or empty: every one (only a key for every municipality may make one) */
      municipalities?: ('northport' | 'watervliet' | 'queensbury')[];
    };
    UsageAnswer: {
      accountId: string;
      period: string;
      fiscalYear: number | null;
      totalGallons: number;
      meteredNonDischargedGallons: number | null;
      source: string;
      estimated: boolean;
      /** @description civil date (C2) */
      effectiveDate: string;
      /** Format: date-time */
      recordedAt: string;
    };
    BillAnswer: {
      billId: string;
      accountId: string;
      owner: {
        name: string;
        mailingAddress: string;
      };
      billRunId: string | null;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      fiscalYear?: number;
      period?: string;
      /** @description civil date (C2) */
      billDate: string;
      /** @description civil date (C2) */
      dueDate: string;
      deliveredGallons?: number | null;
      billableGallons?: number;
      ratePer1000Gallons?: string | null;
      lines: {
        code: string;
        unit: string | null;
        description: string;
        quantity: string;
        unitOfMeasure: string;
        rate: string;
        /** @description money, two decimals (C1) */
        amount: string;
      }[];
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      charges: string;
      /** @description money, two decimals (C1) */
      total: string;
      /** @description money, two decimals (C1) */
      creditApplied: string;
      /** @description money, two decimals (C1) */
      amountDue: string;
      /** @description civil date (C2) */
      firstPenaltyDate: string;
      penaltyRate: string;
      penaltyRule: string;
      tariff: string;
      replaces?: string | null;
      supplements?: string | null;
      voided?: {
        voidId: string;
        /** @description civil date (C2) */
        voidedOn: string;
        reason: string;
      } | null;
      levied?: {
        statementId: string;
        taxYear: number;
        /** @description civil date (C2) */
        leviedOn: string;
        /** @description civil date (C2) */
        cutoff: string;
        /** @description money, two decimals (C1) */
        total: string;
      };
      laterLevies?: {
        statementId: string;
        taxYear: number;
        /** @description civil date (C2) */
        leviedOn: string;
        /** @description civil date (C2) */
        cutoff: string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
      estimatedSources?: {
        source: string;
        gallons: number;
      }[];
      /** Format: date-time */
      recordedAt: string;
      supplemental?: {
        billId: string;
        accountId: string;
        owner: {
          name: string;
          mailingAddress: string;
        };
        billRunId: string | null;
        /** @enum {string} */
        municipality: 'northport' | 'watervliet' | 'queensbury';
        fiscalYear?: number;
        period?: string;
        /** @description civil date (C2) */
        billDate: string;
        /** @description civil date (C2) */
        dueDate: string;
        deliveredGallons?: number | null;
        billableGallons?: number;
        ratePer1000Gallons?: string | null;
        lines: {
          code: string;
          unit: string | null;
          description: string;
          quantity: string;
          unitOfMeasure: string;
          rate: string;
          /** @description money, two decimals (C1) */
          amount: string;
        }[];
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        charges: string;
        /** @description money, two decimals (C1) */
        total: string;
        /** @description money, two decimals (C1) */
        creditApplied: string;
        /** @description money, two decimals (C1) */
        amountDue: string;
        /** @description civil date (C2) */
        firstPenaltyDate: string;
        penaltyRate: string;
        penaltyRule: string;
        tariff: string;
        replaces?: string | null;
        supplements?: string | null;
        voided?: {
          voidId: string;
          /** @description civil date (C2) */
          voidedOn: string;
          reason: string;
        } | null;
        levied?: {
          statementId: string;
          taxYear: number;
          /** @description civil date (C2) */
          leviedOn: string;
          /** @description civil date (C2) */
          cutoff: string;
          /** @description money, two decimals (C1) */
          total: string;
        };
        laterLevies?: {
          statementId: string;
          taxYear: number;
          /** @description civil date (C2) */
          leviedOn: string;
          /** @description civil date (C2) */
          cutoff: string;
          /** @description money, two decimals (C1) */
          total: string;
        }[];
        estimatedSources?: {
          source: string;
          gallons: number;
        }[];
        /** Format: date-time */
        recordedAt: string;
      };
      voidOfReplaced?: {
        accountId: string;
        voidId: string;
        billId: string;
        /** @description civil date (C2) */
        voidedOn: string;
        reason: string;
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        charges: string;
        /** Format: date-time */
        recordedAt: string;
        supplemental?: {
          accountId: string;
          voidId: string;
          billId: string;
          /** @description civil date (C2) */
          voidedOn: string;
          reason: string;
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** Format: date-time */
          recordedAt: string;
        };
      };
    };
    PaymentAnswer: {
      accountId: string;
      paymentId: string;
      /** @description money, two decimals (C1) */
      amount: string;
      /** @description civil date (C2) */
      receivedOn: string;
      method: string | null;
      reference: string | null;
      /** Format: date-time */
      recordedAt: string;
    };
    ReversalAnswer: {
      accountId: string;
      paymentId: string;
      /** @description money, two decimals (C1) */
      amount: string;
      /** @description civil date (C2) */
      reversedOn: string;
      reason: string;
      /** @description civil date (C2) */
      effectiveDate: string;
      /** Format: date-time */
      recordedAt: string;
    };
    ApplicationAnswer: {
      accountId: string;
      applicationId: string;
      billId: string;
      /** @description civil date (C2) */
      filedOn: string;
      claim: string;
      /** @enum {string} */
      status: 'pending' | 'granted' | 'denied';
      /** Format: date-time */
      recordedAt: string;
      grant: {
        accountId: string;
        applicationId: string;
        billId: string;
        /** @description civil date (C2) */
        grantedOn: string;
        resolution: string;
        adjustedBillableGallons: string | null;
        /** @description money, two decimals (C1) */
        credit: string;
        /** @description money, two decimals (C1) */
        appliedToRent: string;
        /** @description money, two decimals (C1) */
        refundDue: string;
        /** @description civil date (C2) */
        refundDeadline: string | null;
        continuesApplicationId: string | null;
        rule: string;
        /** Format: date-time */
        recordedAt: string;
        now: {
          billId: string;
          /** @description money, two decimals (C1) */
          appliedToRent: string;
          /** @description money, two decimals (C1) */
          refundDue: string;
          /** @description money, two decimals (C1) */
          certifiedToTaxRoll: string;
          /** @description money, two decimals (C1) */
          lapsed: string;
        };
        /** @description money, two decimals (C1) */
        certifiedToTaxRoll: string;
        taxRoll: string | null;
      } | null;
      denial: {
        accountId: string;
        applicationId: string;
        billId: string;
        /** @description civil date (C2) */
        deniedOn: string;
        resolution: string;
        /** Format: date-time */
        recordedAt: string;
      } | null;
      refund: {
        accountId: string;
        refundId: string;
        applicationId: string;
        billId: string;
        /** @description civil date (C2) */
        paidOn: string;
        /** @description civil date (C2) */
        deadline: string;
        /** @description money, two decimals (C1) */
        principal: string;
        interestRate: string;
        daysLate: number;
        /** @description money, two decimals (C1) */
        interest: string;
        /** @description money, two decimals (C1) */
        total: string;
        rule: string;
        /** Format: date-time */
        recordedAt: string;
      } | null;
    };
    GrantAnswer: {
      accountId: string;
      applicationId: string;
      billId: string;
      /** @description civil date (C2) */
      grantedOn: string;
      resolution: string;
      adjustedBillableGallons: string | null;
      /** @description money, two decimals (C1) */
      credit: string;
      /** @description money, two decimals (C1) */
      appliedToRent: string;
      /** @description money, two decimals (C1) */
      refundDue: string;
      /** @description civil date (C2) */
      refundDeadline: string | null;
      continuesApplicationId: string | null;
      rule: string;
      /** Format: date-time */
      recordedAt: string;
      now: {
        billId: string;
        /** @description money, two decimals (C1) */
        appliedToRent: string;
        /** @description money, two decimals (C1) */
        refundDue: string;
        /** @description money, two decimals (C1) */
        certifiedToTaxRoll: string;
        /** @description money, two decimals (C1) */
        lapsed: string;
      };
      /** @description money, two decimals (C1) */
      certifiedToTaxRoll: string;
      taxRoll: string | null;
    };
    RefundAnswer: {
      accountId: string;
      refundId: string;
      applicationId: string;
      billId: string;
      /** @description civil date (C2) */
      paidOn: string;
      /** @description civil date (C2) */
      deadline: string;
      /** @description money, two decimals (C1) */
      principal: string;
      interestRate: string;
      daysLate: number;
      /** @description money, two decimals (C1) */
      interest: string;
      /** @description money, two decimals (C1) */
      total: string;
      rule: string;
      /** Format: date-time */
      recordedAt: string;
    };
    VoidAnswer: {
      accountId: string;
      voidId: string;
      billId: string;
      /** @description civil date (C2) */
      voidedOn: string;
      reason: string;
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      charges: string;
      /** Format: date-time */
      recordedAt: string;
      supplemental?: {
        accountId: string;
        voidId: string;
        billId: string;
        /** @description civil date (C2) */
        voidedOn: string;
        reason: string;
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        charges: string;
        /** Format: date-time */
        recordedAt: string;
      };
    };
    WaiverAnswer: {
      accountId: string;
      waiverId: string;
      billId: string;
      /** @description civil date (C2) */
      waivedOn: string;
      resolution: string;
      penalties: {
        penaltyId: string;
        /** @description civil date (C2) */
        accrualDate: string;
        /** @description money, two decimals (C1) */
        amount: string;
      }[];
      /** @description money, two decimals (C1) */
      amount: string;
      /** Format: date-time */
      recordedAt: string;
    };
    FactAnswer: {
      type?: string;
      /** @description civil date (C2) */
      effectiveDate?: string;
      /** Format: date-time */
      recordedAt?: string;
      chargesAssessed: {
        accountId: string;
        chargeId: string;
        billId: string;
        /** @enum {string} */
        kind: 'rent' | 'charge';
        code: string;
        unit: string | null;
        /** @description money, two decimals (C1) */
        amount: string;
        /** @description civil date (C2) */
        assessedOn: string;
        description: string;
        rule: string;
        /** Format: date-time */
        recordedAt: string;
      }[];
    } & {
      [key: string]: unknown;
    };
    OwnerChangeAnswer: {
      accountId: string;
      ownerChangeId: string;
      owner: {
        name: string;
        mailingAddress: string;
      };
      /** @description civil date (C2) */
      effectiveOn: string;
      deedReference: string | null;
      /** Format: date-time */
      recordedAt: string;
    };
    ReclassificationAnswer: {
      accountId: string;
      reclassificationId: string;
      /** @enum {string} */
      previousClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
      /** @enum {string} */
      propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
      /** @description civil date (C2) */
      effectiveOn: string;
      reason: string;
      /** Format: date-time */
      recordedAt: string;
    };
    UtilizationFormAnswer: {
      accountId: string;
      formId: string;
      requirementId: string;
      /** @description civil date (C2) */
      filedOn: string;
      /** Format: date-time */
      recordedAt: string;
    };
    AccountAnswer: {
      accountId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      parcelId: string;
      /** @enum {string} */
      propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
      /** @enum {string} */
      location: 'inside' | 'outside';
      /** @enum {string|null} */
      exemption: 'village-owned' | null;
      owner: {
        name: string;
        mailingAddress: string;
      };
      /** @description civil date (C2) */
      openedOn: string;
      units: number | null;
      district?: string | null;
      owners: {
        owner: {
          name: string;
          mailingAddress: string;
        };
        /** @description civil date (C2) */
        from: string;
        /** @description civil date (C2) */
        to: string | null;
        deedReference: string | null;
      }[];
      reclassifications: {
        accountId: string;
        reclassificationId: string;
        /** @enum {string} */
        previousClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
        /** @enum {string} */
        propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
        /** @description civil date (C2) */
        effectiveOn: string;
        reason: string;
        /** Format: date-time */
        recordedAt: string;
      }[];
      utilizationForms: {
        accountId: string;
        formId: string;
        requirementId: string;
        /** @description civil date (C2) */
        filedOn: string;
        /** Format: date-time */
        recordedAt: string;
      }[];
      taxSales: {
        accountId: string;
        taxSaleId: string;
        /** @description civil date (C2) */
        saleDate: string;
        billIds: string[];
        penalty: {
          rule: string;
          annualRate: string;
          accrualsPerYear: number;
        };
        /** @description money, two decimals (C1) */
        advertising: string;
        /** Format: date-time */
        recordedAt: string;
      }[];
      adjustmentApplications: {
        accountId: string;
        applicationId: string;
        billId: string;
        /** @description civil date (C2) */
        filedOn: string;
        claim: string;
        /** @enum {string} */
        status: 'pending' | 'granted' | 'denied';
        /** Format: date-time */
        recordedAt: string;
        grant: {
          accountId: string;
          applicationId: string;
          billId: string;
          /** @description civil date (C2) */
          grantedOn: string;
          resolution: string;
          adjustedBillableGallons: string | null;
          /** @description money, two decimals (C1) */
          credit: string;
          /** @description money, two decimals (C1) */
          appliedToRent: string;
          /** @description money, two decimals (C1) */
          refundDue: string;
          /** @description civil date (C2) */
          refundDeadline: string | null;
          continuesApplicationId: string | null;
          rule: string;
          /** Format: date-time */
          recordedAt: string;
          now: {
            billId: string;
            /** @description money, two decimals (C1) */
            appliedToRent: string;
            /** @description money, two decimals (C1) */
            refundDue: string;
            /** @description money, two decimals (C1) */
            certifiedToTaxRoll: string;
            /** @description money, two decimals (C1) */
            lapsed: string;
          };
          /** @description money, two decimals (C1) */
          certifiedToTaxRoll: string;
          taxRoll: string | null;
        } | null;
        denial: {
          accountId: string;
          applicationId: string;
          billId: string;
          /** @description civil date (C2) */
          deniedOn: string;
          resolution: string;
          /** Format: date-time */
          recordedAt: string;
        } | null;
        refund: {
          accountId: string;
          refundId: string;
          applicationId: string;
          billId: string;
          /** @description civil date (C2) */
          paidOn: string;
          /** @description civil date (C2) */
          deadline: string;
          /** @description money, two decimals (C1) */
          principal: string;
          interestRate: string;
          daysLate: number;
          /** @description money, two decimals (C1) */
          interest: string;
          /** @description money, two decimals (C1) */
          total: string;
          rule: string;
          /** Format: date-time */
          recordedAt: string;
        } | null;
      }[];
      /** Format: date-time */
      recordedAt: string;
      usage: {
        accountId: string;
        period: string;
        fiscalYear: number | null;
        totalGallons: number;
        meteredNonDischargedGallons: number | null;
        source: string;
        estimated: boolean;
        /** @description civil date (C2) */
        effectiveDate: string;
        /** Format: date-time */
        recordedAt: string;
      }[];
      bills: {
        billId: string;
        accountId: string;
        owner: {
          name: string;
          mailingAddress: string;
        };
        billRunId: string | null;
        /** @enum {string} */
        municipality: 'northport' | 'watervliet' | 'queensbury';
        fiscalYear?: number;
        period?: string;
        /** @description civil date (C2) */
        billDate: string;
        /** @description civil date (C2) */
        dueDate: string;
        deliveredGallons?: number | null;
        billableGallons?: number;
        ratePer1000Gallons?: string | null;
        lines: {
          code: string;
          unit: string | null;
          description: string;
          quantity: string;
          unitOfMeasure: string;
          rate: string;
          /** @description money, two decimals (C1) */
          amount: string;
        }[];
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        charges: string;
        /** @description money, two decimals (C1) */
        total: string;
        /** @description money, two decimals (C1) */
        creditApplied: string;
        /** @description money, two decimals (C1) */
        amountDue: string;
        /** @description civil date (C2) */
        firstPenaltyDate: string;
        penaltyRate: string;
        penaltyRule: string;
        tariff: string;
        replaces?: string | null;
        supplements?: string | null;
        voided?: {
          voidId: string;
          /** @description civil date (C2) */
          voidedOn: string;
          reason: string;
        } | null;
        levied?: {
          statementId: string;
          taxYear: number;
          /** @description civil date (C2) */
          leviedOn: string;
          /** @description civil date (C2) */
          cutoff: string;
          /** @description money, two decimals (C1) */
          total: string;
        };
        laterLevies?: {
          statementId: string;
          taxYear: number;
          /** @description civil date (C2) */
          leviedOn: string;
          /** @description civil date (C2) */
          cutoff: string;
          /** @description money, two decimals (C1) */
          total: string;
        }[];
        estimatedSources?: {
          source: string;
          gallons: number;
        }[];
        /** Format: date-time */
        recordedAt: string;
        supplemental?: {
          billId: string;
          accountId: string;
          owner: {
            name: string;
            mailingAddress: string;
          };
          billRunId: string | null;
          /** @enum {string} */
          municipality: 'northport' | 'watervliet' | 'queensbury';
          fiscalYear?: number;
          period?: string;
          /** @description civil date (C2) */
          billDate: string;
          /** @description civil date (C2) */
          dueDate: string;
          deliveredGallons?: number | null;
          billableGallons?: number;
          ratePer1000Gallons?: string | null;
          lines: {
            code: string;
            unit: string | null;
            description: string;
            quantity: string;
            unitOfMeasure: string;
            rate: string;
            /** @description money, two decimals (C1) */
            amount: string;
          }[];
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** @description money, two decimals (C1) */
          total: string;
          /** @description money, two decimals (C1) */
          creditApplied: string;
          /** @description money, two decimals (C1) */
          amountDue: string;
          /** @description civil date (C2) */
          firstPenaltyDate: string;
          penaltyRate: string;
          penaltyRule: string;
          tariff: string;
          replaces?: string | null;
          supplements?: string | null;
          voided?: {
            voidId: string;
            /** @description civil date (C2) */
            voidedOn: string;
            reason: string;
          } | null;
          levied?: {
            statementId: string;
            taxYear: number;
            /** @description civil date (C2) */
            leviedOn: string;
            /** @description civil date (C2) */
            cutoff: string;
            /** @description money, two decimals (C1) */
            total: string;
          };
          laterLevies?: {
            statementId: string;
            taxYear: number;
            /** @description civil date (C2) */
            leviedOn: string;
            /** @description civil date (C2) */
            cutoff: string;
            /** @description money, two decimals (C1) */
            total: string;
          }[];
          estimatedSources?: {
            source: string;
            gallons: number;
          }[];
          /** Format: date-time */
          recordedAt: string;
        };
        voidOfReplaced?: {
          accountId: string;
          voidId: string;
          billId: string;
          /** @description civil date (C2) */
          voidedOn: string;
          reason: string;
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** Format: date-time */
          recordedAt: string;
          supplemental?: {
            accountId: string;
            voidId: string;
            billId: string;
            /** @description civil date (C2) */
            voidedOn: string;
            reason: string;
            /** @description money, two decimals (C1) */
            rent: string;
            /** @description money, two decimals (C1) */
            charges: string;
            /** Format: date-time */
            recordedAt: string;
          };
        };
      }[];
      contradictedEstimates: {
        billId: string;
        period: string;
        source: string;
        estimatedGallons: number;
        actualGallons: number;
        /** @description civil date (C2) */
        actualReadOn: string;
        billedDeliveredGallons: number;
        actualDeliveredGallons: number;
        /** @description money, two decimals (C1) */
        billedRent: string;
      }[];
      payments: {
        accountId: string;
        paymentId: string;
        /** @description money, two decimals (C1) */
        amount: string;
        /** @description civil date (C2) */
        receivedOn: string;
        method: string | null;
        reference: string | null;
        /** Format: date-time */
        recordedAt: string;
        reversal: {
          /** @description civil date (C2) */
          reversedOn: string;
          reason: string;
          /** Format: date-time */
          recordedAt: string;
        } | null;
      }[];
    };
    SearchAnswer: {
      query: string;
      total: number;
      capped: boolean;
      offset: number;
      limit: number;
      results: {
        accountId: string;
        /** @enum {string} */
        municipality: 'northport' | 'watervliet' | 'queensbury';
        parcelId: string;
        /** @enum {string} */
        propertyClass: 'residential' | 'commercial' | 'other' | 'vacant-land' | 'nonresidential';
        /** @enum {string} */
        location: 'inside' | 'outside';
        /** @enum {string|null} */
        exemption: 'village-owned' | null;
        owner: {
          name: string;
          mailingAddress: string;
        };
        /** @description civil date (C2) */
        openedOn: string;
        units: number | null;
        district?: string | null;
        /** @description civil date (C2) */
        ownerSince?: string;
        /** @description civil date (C2) */
        classSince?: string;
        /** @description money, two decimals (C1) */
        balance: string | null;
      }[];
    };
    ReadingsAnswer: {
      accountId: string;
      readings: {
        period: string;
        fiscalYear: number | null;
        periodInWords: string;
        source: string;
        /** @description civil date (C2) */
        readOn: string;
        totalGallons: number;
        meteredNonDischargedGallons: number | null;
        estimated: boolean;
        /** Format: date-time */
        recordedAt: string;
        current: boolean;
        contradictedBy: {
          gallons: number;
          /** @description civil date (C2) */
          readOn: string;
        } | null;
        billIds: string[];
      }[];
    };
    PayoffAnswer: {
      accountId: string;
      /** @description civil date (C2) */
      on: string;
      /** @description money, two decimals (C1) */
      payoff: string;
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      penalties: string;
      /** @description money, two decimals (C1) */
      charges: string;
      /** @description money, two decimals (C1) */
      credit: string;
      /** @description money, two decimals (C1) */
      total: string;
      /** @description money, two decimals (C1) */
      refundDue: string;
      /** @description money, two decimals (C1) */
      leviedToTaxRoll: string;
      notYetBooked: {
        type: string;
        /** @description civil date (C2) */
        date: string;
        billId: string | null;
        /** @description money, two decimals (C1) */
        amount: string;
        rule: string;
        /** @enum {string} */
        status: 'not yet booked';
      }[];
    };
    BalanceAnswer: {
      accountId: string;
      /** @description civil date (C2) */
      asOf: string;
      /** Format: date-time */
      knownAt: string;
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      penalties: string;
      /** @description money, two decimals (C1) */
      charges: string;
      /** @description money, two decimals (C1) */
      credit: string;
      /** @description money, two decimals (C1) */
      total: string;
      /** @description money, two decimals (C1) */
      refundDue: string;
      /** @description money, two decimals (C1) */
      leviedToTaxRoll: string;
    };
    StatementAnswer: {
      accountId: string;
      /** Format: date-time */
      knownAt: string;
      /** @description civil date (C2) */
      from: string | null;
      /** @description civil date (C2) */
      to: string | null;
      /** @description money, two decimals (C1) */
      openingBalance: string;
      /** @description money, two decimals (C1) */
      closingBalance: string;
      entries: {
        /** @description civil date (C2) */
        effectiveDate: string;
        /** Format: date-time */
        recordedAt: string;
        /** @enum {string} */
        kind:
          | 'rent'
          | 'charge'
          | 'charge-reversal'
          | 'penalty'
          | 'penalty-reversal'
          | 'penalty-waiver'
          | 'bill-void'
          | 'payment'
          | 'payment-reversal'
          | 'adjustment'
          | 'refund'
          | 'levy';
        reference: string;
        description: string;
        /** @description money, two decimals (C1) */
        amount: string;
        /** @description money, two decimals (C1) */
        balance: string;
        backdated: boolean;
        reversed: boolean;
      }[];
    };
    FeedPageAnswer: {
      events: {
        position: number;
        streamId: string;
        revision: number;
        eventId: string;
        type: string;
        version: number;
        storedVersion: number;
        /** @description civil date (C2) */
        effectiveDate: string;
        /** Format: date-time */
        recordedAt: string;
        /** @description the data, effectiveDate included, as the schema of its type at `version` publishes it (/v1/event-schemas) */
        data: {
          [key: string]: unknown;
        };
        /** @description actor, role, key, correlation and causation ids, recorded time, hashes */
        metadata: {
          schemaVersion: number;
          actor: string;
          correlationId: string;
          causationId: string;
          /** Format: date-time */
          recordedAt: string;
          actorRole?: string;
          apiKeyId?: string;
          previousEventHash?: string | null;
          contentHash?: string;
        };
      }[];
      next: number | null;
    };
    EventSchemasAnswer: {
      /** @description the JSON Schema of an event as the feed, the SSE stream and webhooks carry it; its data validates against the events[] entry of its type and version */
      envelope: {
        [key: string]: unknown;
      };
      /** @description the JSON Schema of a webhook delivery's body: subscriptionId and event */
      delivery: {
        [key: string]: unknown;
      };
      /** @description the JSON Schema of every event's metadata */
      metadata: {
        [key: string]: unknown;
      };
      events: {
        type: string;
        version: number;
        description: string;
        /** @description the JSON Schema of the event's data, effectiveDate included */
        schema: {
          [key: string]: unknown;
        };
      }[];
    };
    SubscriptionAnswer: {
      subscriptionId: string;
      /** Format: uri */
      url: string;
      types: string[];
      /** Format: date-time */
      registeredAt: string;
      secretFingerprint: string | null;
      ownerKeyId: string | null;
      /** @description shown once: when the ledger chose it, or on a rotation */
      secret?: string;
      /** Format: date-time */
      rotatedAt?: string;
      /**
       * Format: date-time
       * @description on a rotation: deliveries carry a signature with the replaced secret too until then (null: no grace period)
       */
      previousSecretSignsUntil?: string | null;
    };
    SubscriptionRemovalAnswer: {
      subscriptionId: string;
      /** Format: date-time */
      removedAt: string;
    };
    SubscriptionStatusAnswer: {
      subscriptionId: string;
      /** Format: uri */
      url: string;
      types: string[];
      /** Format: date-time */
      registeredAt: string;
      /** @description the global position delivered last (null: none yet) */
      position: number | null;
      delivered: number;
      failures: number;
      lastError: string | null;
      /** Format: date-time */
      lastAttemptAt: string | null;
      /** @enum {string} */
      status: 'ok' | 'retrying';
    };
    JournalAnswer: {
      /** @description civil date (C2) */
      from: string | null;
      /** @description civil date (C2) */
      to: string | null;
      /** Format: date-time */
      knownAt: string;
      entries: {
        entryId: string;
        /** @description civil date (C2) */
        date: string;
        accountId: string;
        memo: string;
        /** @description the event (type and id) the entry comes from */
        source: string;
        lines: {
          /** @description the chart of accounts code, e.g. 1000 cash */
          account: string;
          /** @description money, two decimals (C1) */
          debit: string;
          /** @description money, two decimals (C1) */
          credit: string;
        }[];
      }[];
    };
    TrialBalanceAnswer: {
      /** @description civil date (C2) */
      asOf: string;
      /** Format: date-time */
      knownAt: string;
      rows: {
        /** @description the chart of accounts code, e.g. 1000 cash */
        account: string;
        name: string;
        /** @description money, two decimals (C1) */
        debit: string;
        /** @description money, two decimals (C1) */
        credit: string;
        /** @description money, two decimals (C1) */
        balance: string;
      }[];
      /** @description money, two decimals (C1) */
      debits: string;
      /** @description money, two decimals (C1) */
      credits: string;
      balanced: boolean;
    };
    AgingAnswer: {
      municipality: string;
      /** @description civil date (C2) */
      asOf: string;
      accounts: number;
      totals: {
        /** @description money, two decimals (C1) */
        current: string;
        /** @description money, two decimals (C1) */
        '1-30': string;
        /** @description money, two decimals (C1) */
        '31-60': string;
        /** @description money, two decimals (C1) */
        '61-90': string;
        /** @description money, two decimals (C1) */
        '91-180': string;
        /** @description money, two decimals (C1) */
        'over-180': string;
        /** @description money, two decimals (C1) */
        total: string;
      };
      offset: number;
      limit: number | null;
      rows: {
        accountId: string;
        parcelId: string;
        owner: string;
        /** @description money, two decimals (C1) */
        current: string;
        /** @description money, two decimals (C1) */
        '1-30': string;
        /** @description money, two decimals (C1) */
        '31-60': string;
        /** @description money, two decimals (C1) */
        '61-90': string;
        /** @description money, two decimals (C1) */
        '91-180': string;
        /** @description money, two decimals (C1) */
        'over-180': string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
    };
    JobAnswer: {
      jobId: string;
      kind: string;
      /** @enum {string} */
      state: 'queued' | 'running' | 'succeeded' | 'failed';
      done: number;
      total: number | null;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
      /** @description the synchronous route's answer (or request) */
      result: unknown;
      error:
        | ({
            message: string;
            rule?: string;
            kind?: string;
          } & {
            [key: string]: unknown;
          })
        | null;
      startedBy: string | null;
      role: string | null;
      municipality: string | null;
      /** @description the synchronous route's answer (or request) */
      request: unknown;
    };
    ContradictedEstimatesAnswer: {
      municipality: string;
      bills: number;
      rows: {
        accountId: string;
        billId: string;
        period: string;
        source: string;
        estimatedGallons: number;
        actualGallons: number;
        /** @description civil date (C2) */
        actualReadOn: string;
        billedDeliveredGallons: number;
        actualDeliveredGallons: number;
        /** @description money, two decimals (C1) */
        billedRent: string;
      }[];
    };
    PaymentsReceivedAnswer: {
      municipality: string;
      /** @description civil date (C2) */
      from: string;
      /** @description civil date (C2) */
      to: string;
      totals: {
        count: number;
        /** @description money, two decimals (C1) */
        amount: string;
      };
      days: {
        /** @description civil date (C2) */
        date: string;
        count: number;
        /** @description money, two decimals (C1) */
        amount: string;
        byMethod: {
          method: string;
          count: number;
          /** @description money, two decimals (C1) */
          amount: string;
        }[];
        byBatch: {
          batch: string;
          count: number;
          /** @description money, two decimals (C1) */
          amount: string;
        }[];
      }[];
      payments: {
        accountId: string;
        municipality: string;
        paymentId: string;
        /** @description civil date (C2) */
        receivedOn: string;
        /** @description money, two decimals (C1) */
        amount: string;
        method: string | null;
        reference: string | null;
        batch: string;
        postedBy: string;
        /** Format: date-time */
        recordedAt: string;
        /** @description civil date (C2) */
        reversedOn: string | null;
        reversalReason: string | null;
      }[];
      returned: {
        count: number;
        /** @description money, two decimals (C1) */
        amount: string;
        payments: {
          accountId: string;
          municipality: string;
          paymentId: string;
          /** @description civil date (C2) */
          receivedOn: string;
          /** @description money, two decimals (C1) */
          amount: string;
          method: string | null;
          reference: string | null;
          batch: string;
          postedBy: string;
          /** Format: date-time */
          recordedAt: string;
          /** @description civil date (C2) */
          reversedOn: string | null;
          reversalReason: string | null;
        }[];
      };
    };
    ImportAnswer: {
      /** @enum {string} */
      kind: 'accounts' | 'water-usage' | 'payments';
      sha256: string;
      fileName?: string;
      municipalities?: string[];
      records: number;
      applied: number;
      unchanged: number;
      errors: {
        /** @description the line of the file (1 is the header) */
        line: number;
        field?: string;
        message: string;
      }[];
    };
    ConversionReportAnswer: {
      source: string;
      /** @description civil date (C2) */
      conversionDate: string;
      files: {
        sha256: string;
        recordedAt: string;
        lines: number;
      }[];
      accounts: number;
      items: number;
      totals: {
        accounts: number;
        /** @description money, two decimals (C1) */
        rentUnpaid: string;
        /** @description money, two decimals (C1) */
        penaltiesUnpaid: string;
        /** @description money, two decimals (C1) */
        chargesUnpaid: string;
        /** @description money, two decimals (C1) */
        credits: string;
      };
      expected: {
        accounts: number;
        /** @description money, two decimals (C1) */
        rentUnpaid: string;
        /** @description money, two decimals (C1) */
        penaltiesUnpaid: string;
        /** @description money, two decimals (C1) */
        chargesUnpaid: string;
        /** @description money, two decimals (C1) */
        credits: string;
      };
      lines: {
        line: number;
        accountId: string;
        billId: string | null;
        /** @description civil date (C2) */
        billDate: string | null;
        period: string | null;
        /** @description money, two decimals (C1) */
        rentUnpaid: string;
        /** @description money, two decimals (C1) */
        penaltiesUnpaid: string;
        /** @description money, two decimals (C1) */
        chargesUnpaid: string;
        /** @description money, two decimals (C1) */
        credit: string;
      }[];
    };
    OpeningBalancesAnswer: {
      source: string;
      /** @description civil date (C2) */
      conversionDate: string;
      /** @description checked only, nothing written */
      dryRun: boolean;
      sha256: string;
      records: number;
      totals: {
        accounts: number;
        /** @description money, two decimals (C1) */
        rentUnpaid: string;
        /** @description money, two decimals (C1) */
        penaltiesUnpaid: string;
        /** @description money, two decimals (C1) */
        chargesUnpaid: string;
        /** @description money, two decimals (C1) */
        credits: string;
      };
      expected: {
        accounts?: number;
        /** @description money, two decimals (C1) */
        rentUnpaid?: string;
        /** @description money, two decimals (C1) */
        penaltiesUnpaid?: string;
        /** @description money, two decimals (C1) */
        chargesUnpaid?: string;
        /** @description money, two decimals (C1) */
        credits?: string;
      };
      differences: {
        total: string;
        expected: string;
        file: string;
        message: string;
      }[];
      applied: number;
      unchanged: number;
      errors: {
        /** @description the line of the file (1 is the header) */
        line: number;
        field?: string;
        message: string;
      }[];
      municipalities: string[];
    };
    RunRegisterAnswer: {
      jobs: {
        jobId: string;
        kind: string;
        /** @enum {string} */
        state: 'queued' | 'running' | 'succeeded' | 'failed';
        done: number;
        total: number | null;
        /** Format: date-time */
        startedAt: string | null;
        /** Format: date-time */
        finishedAt: string | null;
        /** @description the synchronous route's answer (or request) */
        result: unknown;
        error:
          | ({
              message: string;
              rule?: string;
              kind?: string;
            } & {
              [key: string]: unknown;
            })
          | null;
        startedBy: string | null;
        role: string | null;
        municipality: string | null;
        /** @description the synchronous route's answer (or request) */
        request: unknown;
      }[];
    };
    LienStatementsAnswer: {
      municipality: string;
      statements: {
        statementId: string;
        /** @description civil date (C2) */
        cutoff: string;
        taxYear: number;
        parcels: number;
        /** @description money, two decimals (C1) */
        total: string;
        /** Format: date-time */
        preparedAt: string;
        /** @enum {string} */
        status: 'prepared' | 'levied';
        /** @description civil date (C2) */
        leviedOn: string | null;
      }[];
    };
    LienStatementAnswer: {
      statementId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /** @description civil date (C2) */
      cutoff: string;
      taxYear: number;
      lines: {
        parcelId: string;
        owner: string;
        accountIds: string[];
        bills: {
          billId: string;
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          penalties: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** @description money, two decimals (C1) */
          total: string;
          accountId: string;
        }[];
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      penalties: string;
      /** @description money, two decimals (C1) */
      total: string;
      totals: {
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        parcels: number;
      };
      /** Format: date-time */
      recordedAt: string;
      /** @enum {string} */
      status: 'prepared' | 'levied';
      levied: {
        statementId: string;
        /** @description civil date (C2) */
        leviedOn: string;
        accounts: number;
        /** @description money, two decimals (C1) */
        total: string;
        /** Format: date-time */
        recordedAt: string;
      } | null;
      leviedLines?: {
        parcelId: string;
        /** @description false: paid between the statement and the levy */
        levied: boolean;
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
    };
    LevyAnswer: {
      statementId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /** @description civil date (C2) */
      cutoff: string;
      taxYear: number;
      lines: {
        parcelId: string;
        owner: string;
        accountIds: string[];
        bills: {
          billId: string;
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          penalties: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** @description money, two decimals (C1) */
          total: string;
          accountId: string;
        }[];
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
      /** @description money, two decimals (C1) */
      rent: string;
      /** @description money, two decimals (C1) */
      penalties: string;
      /** @description money, two decimals (C1) */
      total: string;
      totals: {
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        parcels: number;
      };
      /** Format: date-time */
      recordedAt: string;
      /** @enum {string} */
      status: 'prepared' | 'levied';
      levied: {
        statementId: string;
        /** @description civil date (C2) */
        leviedOn: string;
        accounts: number;
        /** @description money, two decimals (C1) */
        total: string;
        /** Format: date-time */
        recordedAt: string;
      } | null;
      leviedLines?: {
        parcelId: string;
        /** @description false: paid between the statement and the levy */
        levied: boolean;
        /** @description money, two decimals (C1) */
        rent: string;
        /** @description money, two decimals (C1) */
        penalties: string;
        /** @description money, two decimals (C1) */
        total: string;
      }[];
      accounts: {
        accountId: string;
        bills: {
          billId: string;
          /** @description money, two decimals (C1) */
          rent: string;
          /** @description money, two decimals (C1) */
          penalties: string;
          /** @description money, two decimals (C1) */
          charges: string;
          /** @description money, two decimals (C1) */
          total: string;
        }[];
        /** @description money, two decimals (C1) */
        total: string;
      }[];
    };
    BillRunAnswer: {
      billRunId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /** @description civil date (C2) */
      billDate: string;
      billed: number;
      /** @description money, two decimals (C1) */
      total: string;
      skipped: {
        accountId: string;
        /** @enum {string} */
        reason: 'exempt' | 'outside' | 'no usage' | 'already billed' | 'cannot be billed';
        detail?: string;
      }[];
      fiscalYear?: number;
      period?: string;
      quarter?: string;
      /** Format: date-time */
      recordedAt: string;
    };
    PenaltyRunAnswer: {
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /** @description civil date (C2) */
      through: string;
      accounts: number;
      accountsChanged: number;
      accrued: number;
      reversed: number;
      /** @description money, two decimals (C1) */
      accruedAmount: string;
      /** @description money, two decimals (C1) */
      reversedAmount: string;
      /** Format: date-time */
      recordedAt: string | null;
      formCharges?: {
        accrued: number;
        reversed: number;
        /** @description money, two decimals (C1) */
        amount: string;
      };
    };
    /** ApiKeyListAnswer */
    ApiKeyListAnswer: {
      keyId: string;
      actor: string;
      /** @enum {string} */
      role: 'clerk' | 'finance' | 'board' | 'auditor' | 'integration' | 'admin';
      /** Format: date-time */
      issuedAt: string;
      /** Format: date-time */
      revokedAt: string | null;
      municipalities: string[] | null;
      /** Format: date-time */
      lastUsedAt: string | null;
    }[];
    /** CreatedApiKeyAnswer */
    CreatedApiKeyAnswer: {
      keyId: string;
      actor: string;
      /** @enum {string} */
      role: 'clerk' | 'finance' | 'board' | 'auditor' | 'integration' | 'admin';
      /** Format: date-time */
      issuedAt: string;
      /** Format: date-time */
      revokedAt: string | null;
      municipalities: string[] | null;
      /** @description the secret key: shown this once, never stored, never shown again */
      key: string;
    };
    /** ApiKeyAnswer */
    ApiKeyAnswer: {
      keyId: string;
      actor: string;
      /** @enum {string} */
      role: 'clerk' | 'finance' | 'board' | 'auditor' | 'integration' | 'admin';
      /** Format: date-time */
      issuedAt: string;
      /** Format: date-time */
      revokedAt: string | null;
      municipalities: string[] | null;
    };
    /** HealthAnswer */
    HealthAnswer: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @description sqlite or eventstoredb */
      store: string;
      /** @description the global position of the newest event (null: none yet) */
      headPosition: number | null;
      /** @description degraded: one stopped on an event (named with the error); what needs it answers 503 */
      projections: {
        /** @description the projection (read model) */
        name: string;
        /** @description the last log position it has applied */
        checkpoint: number | null;
        /** @enum {string} */
        state: 'running' | 'stopped';
        failure: {
          projection: string;
          event: {
            position: number;
            streamId: string;
            type: string;
            id: string;
          } | null;
          error: string;
          /** @description when it stopped (ISO instant) */
          since: string;
          /** @description retries made since, each failing the same way */
          retries: number;
        } | null;
      }[];
      /** @description why it is degraded */
      message?: string;
    };
    /** MeAnswer */
    MeAnswer: {
      actor: string;
      /** @enum {string|null} */
      role: 'clerk' | 'finance' | 'board' | 'auditor' | 'integration' | 'admin' | null;
      keyId: string | null;
      municipalities: string[] | null;
      /** @enum {string} */
      authentication: 'on' | 'off';
    };
    /** MunicipalitiesAnswer */
    MunicipalitiesAnswer: {
      municipality: string;
      displayName: string;
      /** @description the tariff and rule version its bills are rendered under */
      tariff: string;
      period: {
        kind: string;
        field: string;
        example: string;
      };
      propertyClasses: string[];
      /** @description what an account may say besides its class: its sewer districts (Q1: one is required where any is listed), its exemptions (N2) and locations; an account naming another is refused (422) */
      accountChoices: {
        districts: string[];
        exemptions: string[];
        locations: string[];
      };
      /** @description N3/N12: the property classes whose bill deducts water metered as never reaching the sewer (meteredNonDischargedGallons); empty where the law bills the gallons metered and such a reading is refused (422) */
      nonDischargedWaterDeductedFor: string[];
      /** @description the methods it takes payments by (a payment by another is refused, 400) */
      paymentMethods: string[];
      chapters: {
        chapter: string;
        rule: string;
      }[];
      rules: string[];
      /** @description what accrues on rent left unpaid, as its documents name it: penalties (N4, Q3) or interest (W1) */
      accrues: 'penalties' | 'interest';
      /** @description Q4: the day of the year (MM-DD) a lien statement's arrears are computed to, and the years from its cut-off to the tax roll they are levied on; null where the Board chooses the cut-off (N9, W3) */
      lienCutoff: {
        /** @example 10-31 */
        monthDay: string;
        taxYearAfter: number;
      } | null;
    }[];
    PlugInRateScheduleAnswer: {
      /** @enum {string} */
      municipality: 'queensbury';
      scheduleId: string;
      /** @enum {string} */
      district: 'consolidated' | 'technical-park';
      /** @description civil date (C2) */
      effectiveFrom: string;
      /** @description civil date (C2) */
      adoptedOn: string;
      residentialUnitPerQuarter: string;
      residentialAllowanceGallons: number;
      residentialExcessPer1000Gallons: string;
      nonresidentialPer1000Gallons: string;
      /** Format: date-time */
      recordedAt: string;
    };
    RateSchedulesAnswer: {
      municipality: string;
      /** @description civil date (C2) */
      asOf: string;
      schedules: (
        | {
            /** @enum {string} */
            municipality: 'northport';
            fiscalYear: number;
            ratePer1000Gallons: string;
            /** @description civil date (C2) */
            adoptedOn: string;
            inForce: boolean;
            /** ScheduleWords */
            words: {
              /** @description what the schedule covers ("Fiscal year 2025", "Consolidated district"); null when its dates say it all */
              title: string | null;
              /** Format: date */
              from: string;
              /**
               * Format: date
               * @description its last day; null while it runs until the next schedule
               */
              to: string | null;
              charges: {
                /** @description the charge in the law's words; null for a schedule's one rate */
                label: string | null;
                amount: string;
                /** @description an amount charged as it stands, or a rate per 1,000 gallons */
                per: 'charge' | '1000-gallons';
              }[];
            };
            /** Format: date-time */
            recordedAt: string;
          }
        | {
            /** @enum {string} */
            municipality: 'watervliet';
            /** @description civil date (C2) */
            effectiveFrom: string;
            /** @description civil date (C2) */
            effectiveTo: string;
            /** @description civil date (C2) */
            adoptedOn: string;
            rates: {
              /** @description money, two decimals (C1) */
              residentialUnit: string;
              /** @description money, two decimals (C1) */
              meteredMinimum: string;
              /** @description money, two decimals (C1) */
              vacantUnitWaterOff: string;
              /** @description money, two decimals (C1) */
              vacantOwnerOccupiedUnit: string;
              /** @description money, two decimals (C1) */
              vacantLand: string;
              /** @description money, two decimals (C1) */
              outsideResidentialUnit: string;
              /** @description money, two decimals (C1) */
              outsideVacantWaterOff: string;
              /** @description money, two decimals (C1) */
              unauthorizedTurnOnPenalty: string;
              /** @description money, two decimals (C1) */
              occupiedWhileReducedPenalty: string;
              meteredPer1000Gallons: string;
            };
            inForce: boolean;
            /** ScheduleWords */
            words: {
              /** @description what the schedule covers ("Fiscal year 2025", "Consolidated district"); null when its dates say it all */
              title: string | null;
              /** Format: date */
              from: string;
              /**
               * Format: date
               * @description its last day; null while it runs until the next schedule
               */
              to: string | null;
              charges: {
                /** @description the charge in the law's words; null for a schedule's one rate */
                label: string | null;
                amount: string;
                /** @description an amount charged as it stands, or a rate per 1,000 gallons */
                per: 'charge' | '1000-gallons';
              }[];
            };
            /** Format: date-time */
            recordedAt: string;
          }
        | {
            /** @enum {string} */
            municipality: 'queensbury';
            scheduleId: string;
            /** @enum {string} */
            district: 'consolidated' | 'technical-park';
            /** @description civil date (C2) */
            effectiveFrom: string;
            /** @description civil date (C2) */
            adoptedOn: string;
            residentialUnitPerQuarter: string;
            residentialAllowanceGallons: number;
            residentialExcessPer1000Gallons: string;
            nonresidentialPer1000Gallons: string;
            inForce: boolean;
            /** ScheduleWords */
            words: {
              /** @description what the schedule covers ("Fiscal year 2025", "Consolidated district"); null when its dates say it all */
              title: string | null;
              /** Format: date */
              from: string;
              /**
               * Format: date
               * @description its last day; null while it runs until the next schedule
               */
              to: string | null;
              charges: {
                /** @description the charge in the law's words; null for a schedule's one rate */
                label: string | null;
                amount: string;
                /** @description an amount charged as it stands, or a rate per 1,000 gallons */
                per: 'charge' | '1000-gallons';
              }[];
            };
            /** Format: date-time */
            recordedAt: string;
          }
      )[];
    };
    /** MunicipalityProfileAnswer */
    MunicipalityProfileAnswer: {
      municipality: string;
      displayName: string;
      profile: {
        officeName: string;
        remitTo: string[];
        returnAddress: string[];
        phone: string;
        hours: string;
        note: string | null;
      } | null;
      /** @description civil date (C2) */
      recordedOn: string | null;
      /** Format: date-time */
      recordedAt: string | null;
    };
    NorthportRateScheduleAnswer: {
      /** @enum {string} */
      municipality: 'northport';
      fiscalYear: number;
      ratePer1000Gallons: string;
      /** @description civil date (C2) */
      adoptedOn: string;
      /** Format: date-time */
      recordedAt: string;
    };
    BudgetAnswer: {
      /** @enum {string} */
      municipality: 'northport';
      fiscalYear: number;
      /** @description civil date (C2) */
      adoptedOn: string;
      /** @description money, two decimals (C1) */
      projectedGrossOperatingCosts: string;
      sewerRent: {
        /** @description money, two decimals (C1) */
        operationAndMaintenance: string;
        /** @description money, two decimals (C1) */
        debtService: string;
        /** @description money, two decimals (C1) */
        capital: string;
      };
      /** @description money, two decimals (C1) */
      total: string;
      /** @description money, two decimals (C1) */
      cap: string;
      refundReserveRate: string;
      /** @description money, two decimals (C1) */
      carryover: string;
      /** @description money, two decimals (C1) */
      reserveToCollect: string;
      /** @description money, two decimals (C1) */
      levy: string;
      rule: string;
      /** Format: date-time */
      recordedAt: string;
    };
    BudgetsAnswer: {
      /** @description civil date (C2) */
      asOf: string;
      budgets: {
        /** @enum {string} */
        municipality: 'northport';
        fiscalYear: number;
        /** @description civil date (C2) */
        adoptedOn: string;
        /** @description money, two decimals (C1) */
        projectedGrossOperatingCosts: string;
        sewerRent: {
          /** @description money, two decimals (C1) */
          operationAndMaintenance: string;
          /** @description money, two decimals (C1) */
          debtService: string;
          /** @description money, two decimals (C1) */
          capital: string;
        };
        /** @description money, two decimals (C1) */
        total: string;
        /** @description money, two decimals (C1) */
        cap: string;
        refundReserveRate: string;
        /** @description money, two decimals (C1) */
        carryover: string;
        /** @description money, two decimals (C1) */
        reserveToCollect: string;
        /** @description money, two decimals (C1) */
        levy: string;
        rule: string;
        /** Format: date-time */
        recordedAt: string;
        inForce: boolean;
      }[];
    };
    ProposedRateAnswer: {
      fiscalYear: number;
      /** @description money, two decimals (C1) */
      levy: string;
      /** @description at most one decimal (the 10% reduction) */
      billableGallons: number;
      accounts: number;
      ratePer1000Gallons: string;
    };
    FundAnswer: {
      fiscalYear: number;
      /** @description civil date (C2) */
      asOf: string;
      /** @description money, two decimals (C1) */
      receipts: string;
      budget: {
        /** @description civil date (C2) */
        adoptedOn: string;
        sewerRent: {
          /** @description money, two decimals (C1) */
          operationAndMaintenance: string;
          /** @description money, two decimals (C1) */
          debtService: string;
          /** @description money, two decimals (C1) */
          capital: string;
        };
        /** @description money, two decimals (C1) */
        reserveToCollect: string;
        /** @description money, two decimals (C1) */
        levy: string;
      } | null;
      allocations: {
        /** @description money, two decimals (C1) */
        operationAndMaintenance: string;
        /** @description money, two decimals (C1) */
        debtService: string;
        /** @description money, two decimals (C1) */
        capital: string;
        /** @description money, two decimals (C1) */
        refundReserve: string;
        /** @description money, two decimals (C1) */
        surplus: string;
      };
    };
    RefundReserveAnswer: {
      fiscalYear: number;
      /** @description civil date (C2) */
      asOf: string;
      /** @description money, two decimals (C1) */
      opening: string;
      /** @description money, two decimals (C1) */
      allocated: string;
      /** @description money, two decimals (C1) */
      refundsPaid: string;
      /** @description money, two decimals (C1) */
      interestPaid: string;
      /** @description money, two decimals (C1) */
      closing: string;
      /** @description money, two decimals (C1) */
      shortfall: string;
    };
    RefundObligationsAnswer: {
      /** @description civil date (C2) */
      asOf: string;
      obligations: {
        accountId: string;
        applicationId: string;
        billId: string;
        fiscalYear: number;
        /** @description civil date (C2) */
        filedOn: string;
        /** @description civil date (C2) */
        grantedOn: string;
        /** @description money, two decimals (C1) */
        refundDue: string;
        /** @description civil date (C2) */
        deadline: string;
        daysLate: number;
        /** @description money, two decimals (C1) */
        interestAccrued: string;
        /** @enum {string} */
        status: 'open' | 'paid';
        /** @description civil date (C2) */
        paidOn: string | null;
        refundId: string | null;
      }[];
    };
    FormRequirementAnswer: {
      requirementId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      year: number;
      /** @description civil date (C2) */
      dueOn: string;
      /** Format: date-time */
      recordedAt: string;
    };
    UtilizationFormsAnswer: {
      municipality: string;
      year: number;
      requirement: {
        requirementId: string;
        year: number;
        /** @description civil date (C2) */
        dueOn: string;
      };
      filed: number;
      unfiled: number;
      /** @description money, two decimals (C1) */
      charged: string;
      accounts: {
        accountId: string;
        parcelId: string;
        owner: string;
        requirementId: string;
        /** @description civil date (C2) */
        dueOn: string;
        /** @description civil date (C2) */
        filedOn: string | null;
        /** @description money, two decimals (C1) */
        charged: string;
      }[];
    };
    WatervlietRateScheduleAnswer: {
      /** @enum {string} */
      municipality: 'watervliet';
      /** @description civil date (C2) */
      effectiveFrom: string;
      /** @description civil date (C2) */
      effectiveTo: string;
      /** @description civil date (C2) */
      adoptedOn: string;
      rates: {
        /** @description money, two decimals (C1) */
        residentialUnit: string;
        /** @description money, two decimals (C1) */
        meteredMinimum: string;
        /** @description money, two decimals (C1) */
        vacantUnitWaterOff: string;
        /** @description money, two decimals (C1) */
        vacantOwnerOccupiedUnit: string;
        /** @description money, two decimals (C1) */
        vacantLand: string;
        /** @description money, two decimals (C1) */
        outsideResidentialUnit: string;
        /** @description money, two decimals (C1) */
        outsideVacantWaterOff: string;
        /** @description money, two decimals (C1) */
        unauthorizedTurnOnPenalty: string;
        /** @description money, two decimals (C1) */
        occupiedWhileReducedPenalty: string;
        meteredPer1000Gallons: string;
      };
      /** Format: date-time */
      recordedAt: string;
    };
    TaxSaleAnswer: {
      taxSaleId: string;
      /** @enum {string} */
      municipality: 'northport' | 'watervliet' | 'queensbury';
      /** @description civil date (C2) */
      saleDate: string;
      /** @description money, two decimals (C1) */
      advertisingCost: string;
      parcels: number;
      accounts: number;
      /** @description money, two decimals (C1) */
      advertising: string;
      /** Format: date-time */
      recordedAt: string;
    };
  };
  responses: {
    /** @description malformed input, each field named */
    Error400: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description no valid API key */
    Error401: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the key's role or municipalities may not do this */
    Error403: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description no such account, bill, payment, application, statement or job */
    Error404: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description an id used again with different content (C8), or a decision already made */
    Error409: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the record's history was deleted from the event store by an operator */
    Error410: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the body is over the limit (256 kB of JSON, 32 MB of CSV; a compressed body as it inflates) */
    Error413: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the body's charset (JSON: UTF-8 only; CSV: the one its Content-Type declares) or its Content-Encoding (gzip, deflate, br) is not one the API reads */
    Error415: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description a well-formed request the rules refuse, with the rule id */
    Error422: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description too many requests (`Retry-After` says in how many seconds to try again) */
    Error429: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the event store did not answer (a leader change, a node away): the request may or may not have been written and sending it again after `Retry-After` seconds is safe (C8); or a read model the answer needs has stopped on an event (named in the message; see /health) */
    Error503: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
    /** @description the store is full: nothing was written */
    Error507: {
      headers: {
        'X-Request-Id': components['headers']['XRequestId'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorAnswer'];
      };
    };
  };
  parameters: {
    /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
    XRequestId: string;
    /** @description the id of the work this request is part of (recorded as the correlation id) */
    XCorrelationId: string;
    /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
    Prefer: 'respond-async';
  };
  requestBodies: never;
  headers: {
    /** @description this request's id: the caller's `X-Request-Id` when it is sound, else a new one; the causation id of every event it wrote */
    XRequestId: string;
    /** @description C8: the same id came again with the same content; nothing was written */
    IdempotentReplayed: 'true';
    /** @description the job to follow: `/v1/jobs/{jobId}` */
    JobLocation: string;
    /** @description seconds to wait before trying again */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AccountsController_search: {
    parameters: {
      query?: {
        /** @description the start of an account id or parcel id, or words (each the start of a word, any order) of an owner name or mailing address */
        query?: string;
        /** @description at most 50 */
        limit?: number;
        /** @description how many matches to skip (paging); the answer says how many match in all */
        offset?: number;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_open: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenAccountDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_get: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_readings: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadingsAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_payoff: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description the day the owner pays; default today */
        on?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoffAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_balance: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BalanceAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountsController_statement: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description First effective date shown; earlier entries make the opening balance */
        from?: string;
        /** @description Last effective date shown; not before `from` (400, rule C2) */
        to?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_usage: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordWaterUsageDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_bill: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenderBillDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_pay: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReceivePaymentDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_reverse: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReversePaymentDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReversalAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReversalAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_fileApplication: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FileAdjustmentApplicationDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_grant: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
        applicationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GrantAdjustmentDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrantAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrantAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_deny: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
        applicationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DenyAdjustmentDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_refund: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssueRefundDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_voidBill: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
        billId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoidBillDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoidAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoidAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_waive: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WaivePenaltiesDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaiverAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaiverAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_unitStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeUnitStatusDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_waterTurnOn: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordWaterTurnOnDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_occupancyFinding: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordOccupancyFindingDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FactAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_ownerChange: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeOwnerDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnerChangeAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnerChangeAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_reclassify: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReclassifyAccountDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReclassificationAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReclassificationAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  AccountCommandsController_utilizationForm: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FileUtilizationFormDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtilizationFormAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtilizationFormAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_adoptRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdoptRateScheduleDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NorthportRateScheduleAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NorthportRateScheduleAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_budgets: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BudgetsAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_adoptBudget: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdoptBudgetDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BudgetAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BudgetAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_proposedRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        fy: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProposedRateAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_fund: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        fy: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FundAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_refundReserve: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        fy: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundReserveAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_refundObligations: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundObligationsAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_requireForms: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequireUtilizationFormsDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormRequirementAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormRequirementAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  NorthportController_forms: {
    parameters: {
      query: {
        year: number;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtilizationFormsAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  WatervlietController_adoptRates: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdoptWatervlietRatesDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatervlietRateScheduleAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatervlietRateScheduleAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  WatervlietController_taxSale: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordTaxSaleDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxSaleAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxSaleAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  RunsController_billRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillRunDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillRunAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillRunAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  RunsController_penaltyRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PenaltyRunDto'];
      };
    };
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PenaltyRunAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  LienStatementsController_list: {
    parameters: {
      query: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LienStatementsAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  LienStatementsController_prepare: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrepareLienStatementDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LienStatementAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LienStatementAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  LienStatementsController_get: {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        statementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LienStatementAnswer'];
          'text/csv': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  LienStatementsController_levy: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        statementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LevyLienStatementDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LevyAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LevyAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  OpeningBalancesController_report: {
    parameters: {
      query: {
        /** @description C12: the conversion date */
        conversionDate: string;
        /** @description C12: the old system */
        source: string;
        /** @description json (default) or csv */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversionReportAnswer'];
          'text/csv': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  OpeningBalancesController_document: {
    parameters: {
      query: {
        /** @description C12: the conversion date */
        conversionDate: string;
        /** @description C12: the old system */
        source: string;
        /** @description json (default) or csv */
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  OpeningBalancesController_convert: {
    parameters: {
      query: {
        /** @description C12: the day the old system's open items are as of */
        conversionDate: string;
        /** @description C12: the old system (kept on every converted item) */
        source: string;
        /** @description check everything and write nothing */
        dryRun?: 'true' | 'false';
        /** @description the old system's trial balance: accounts with open items */
        expectAccounts?: number;
        /** @description its unpaid rent */
        expectRentUnpaid?: string;
        /** @description its unpaid penalties and interest */
        expectPenaltiesUnpaid?: string;
        /** @description its unpaid charges */
        expectChargesUnpaid?: string;
        /** @description its account credits */
        expectCredits?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpeningBalancesAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpeningBalancesAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ImportsController_import: {
    parameters: {
      query?: {
        /** @description the uploaded file's name (the run register names the import by it, the deposit report its lockbox batch) */
        fileName?: unknown;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path: {
        kind: 'accounts' | 'water-usage' | 'payments';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportAnswer'];
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  JobsController_list: {
    parameters: {
      query?: {
        /** @description only jobs of this kind */
        kind?:
          | 'bill-run'
          | 'penalty-run'
          | 'lien-statement'
          | 'aging'
          | 'tax-sale'
          | 'import-accounts'
          | 'import-usage'
          | 'import-payments';
        /** @description at most 200 */
        limit?: number;
        /** @description only jobs started before this instant (the next page: the last startedAt of this one) */
        before?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RunRegisterAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  JobsController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ReportsController_aging: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
        format?: 'json' | 'csv';
        /** @description at most this many rows (paging; the console asks 200); the totals and `accounts` are always of every account owing. Default: every row */
        limit?: number;
        /** @description how many of the accounts owing (in account order) to skip before the first row */
        offset?: number;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
        /** @description `respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result */
        Prefer?: components['parameters']['Prefer'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgingAnswer'];
          'text/csv': string;
        };
      };
      /** @description with `Prefer: respond-async`: the job, at once (`Location` names it) */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['JobLocation'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ReportsController_estimatedBillsContradicted: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContradictedEstimatesAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ReportsController_payments: {
    parameters: {
      query: {
        /** @description first day received (C2: inclusive) */
        from: string;
        /** @description last day received; default the same as from */
        to?: string;
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentsReceivedAnswer'];
          'text/csv': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  JournalController_entries: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description First effective date shown; earlier entries make the opening balance */
        from?: string;
        /** @description Last effective date shown; not before `from` (400, rule C2) */
        to?: string;
        format?: 'json' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalAnswer'];
          'text/csv': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  JournalController_trialBalance: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrialBalanceAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_bill: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        billId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_billRun: {
    parameters: {
      query?: {
        /** @description pdf (default): every bill, one per page; csv: the print file, one row per bill */
        format?: 'pdf' | 'csv';
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        billRunId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf or text/csv) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'text/csv': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_statement: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description First effective date shown; earlier entries make the opening balance */
        from?: string;
        /** @description Last effective date shown; not before `from` (400, rule C2) */
        to?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_receipt: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_notice: {
    parameters: {
      query?: {
        /** @description C3: only facts recorded at or before this instant; default now */
        knownAt?: string;
        /** @description the day the owner pays; default today */
        on?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        accountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  DocumentsController_lienRoll: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        statementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (application/pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  FeedController_events: {
    parameters: {
      query?: {
        /** @description the position to read after (the `next` of the last page); none: from the start */
        after?: number;
        /** @description at most 1000; 100 when left out */
        limit?: number;
        /** @description comma-separated event types, each a published one (GET /v1/event-schemas), as a subscription names them: any other is refused with 400 */
        types?: (
          | 'AccountOpened'
          | 'WaterUsageRecorded'
          | 'BillRendered'
          | 'BillVoided'
          | 'BillConverted'
          | 'CreditConverted'
          | 'PaymentReceived'
          | 'PaymentReversed'
          | 'PenaltyAccrued'
          | 'PenaltyReversed'
          | 'AdjustmentApplicationFiled'
          | 'AdjustmentGranted'
          | 'AdjustmentDenied'
          | 'RefundIssued'
          | 'PenaltyWaived'
          | 'UnitStatusChanged'
          | 'WaterTurnedOn'
          | 'OccupancyFound'
          | 'ChargeAssessed'
          | 'LienLevied'
          | 'OwnerChanged'
          | 'AccountReclassified'
          | 'TaxSaleListed'
          | 'UtilizationFormFiled'
          | 'UtilizationFormCharged'
          | 'UtilizationFormChargeReversed'
          | 'BillRunCompleted'
          | 'LienStatementPrepared'
          | 'LienStatementLevied'
          | 'SewerRentBudgetAdopted'
          | 'UtilizationFormRequired'
          | 'TaxSaleRecorded'
          | 'OpeningBalancesConverted'
          | 'MunicipalityProfileRecorded'
          | 'RateScheduleAdopted'
        )[];
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeedPageAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  FeedController_stream: {
    parameters: {
      query?: {
        after?: number;
      };
      header?: {
        /** @description a reconnection: the SSE id (position) of the last event taken; wins over `after` */
        'last-event-id'?: string;
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the file (text/event-stream) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      /**
       * @description the most event streams this server serves are open (LEDGER_MAX_EVENT_STREAMS): retry after `Retry-After` seconds
       *
       *     the event store did not answer (a leader change, a node away): the request may or may not have been written and sending it again after `Retry-After` seconds is safe (C8); or a read model the answer needs has stopped on an event (named in the message; see /health)
       */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      507: components['responses']['Error507'];
    };
  };
  FeedController_schemas: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSchemasAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  SubscriptionsController_register: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterSubscriptionDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  SubscriptionsController_rotate: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  SubscriptionsController_status: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionStatusAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  SubscriptionsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionRemovalAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthAnswer'];
        };
      };
      /** @description the store does not answer (unavailable), refuses writes for want of space (full, since when), or the read models are catching up (starting) */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable' | 'full' | 'starting';
            store: string;
            message: string;
          };
        };
      };
    };
  };
  MeController_me: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  MunicipalitiesController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MunicipalitiesAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  MunicipalitiesController_rateSchedules: {
    parameters: {
      query?: {
        /** @description C3: facts effective on or before this date; default today */
        asOf?: string;
      };
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RateSchedulesAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  MunicipalitiesController_adopt: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'queensbury';
      };
      cookie?: never;
    };
    /** @description The municipality's own schedule: Town of Queensbury */
    requestBody: {
      content: {
        'application/json': {
          scheduleId: string;
          /** @enum {string} */
          district: 'consolidated' | 'technical-park';
          /** Format: date */
          effectiveFrom: string;
          /** Format: date */
          adoptedOn: string;
          /** @description an amount with two decimals, at most 10,000.00 */
          residentialUnitPerQuarter: string;
          residentialAllowanceGallons: number;
          residentialExcessPer1000Gallons: string;
          nonresidentialPer1000Gallons: string;
        };
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlugInRateScheduleAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlugInRateScheduleAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  MunicipalitiesController_profile: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MunicipalityProfileAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  MunicipalitiesController_setProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        municipality: 'northport' | 'watervliet' | 'queensbury';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MunicipalityProfileDto'];
      };
    };
    responses: {
      /** @description an idempotent repeat: what was written then (C8) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MunicipalityProfileAnswer'];
        };
      };
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MunicipalityProfileAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyListAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      /** @description written */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKeyAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
  ApiKeysController_revoke: {
    parameters: {
      query?: never;
      header?: {
        /** @description an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id` */
        'X-Request-Id'?: components['parameters']['XRequestId'];
        /** @description the id of the work this request is part of (recorded as the correlation id) */
        'X-Correlation-Id'?: components['parameters']['XCorrelationId'];
      };
      path: {
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the answer */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyAnswer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      410: components['responses']['Error410'];
      422: components['responses']['Error422'];
      429: components['responses']['Error429'];
      503: components['responses']['Error503'];
      507: components['responses']['Error507'];
    };
  };
}
