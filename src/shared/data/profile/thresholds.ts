/**
 * Every rule the profile applies, in one place so the UI can show the rule beside its finding. Shares are 0–1.
 * Where a number comes from another tool it says so; the others are ours, chosen and documented here.
 */

/** Rows (1-based) and values an alert lists, at most. */
export const alertRowsKept = 5;
export const alertValuesKept = 10;

/** Constant: a single distinct present value (ydata-profiling's CONSTANT). */
export const constantMaxDistinct = 1;
/** Near-constant: the most frequent value holds at least this share of the present values. */
export const nearConstantShare = 0.95;
/** Missing: at least this share of the rows is empty or a null token; mostly-missing replaces it from the second. */
export const missingShare = 0.05;
export const mostlyMissingShare = 0.5;
/** Duplicate rows: at least this many rows equal an earlier row, cell for cell (as written). */
export const duplicateRowsMin = 1;
/**
 * Unique: every present value distinct, in a category, text or whole-number column (not an ID), with at least this
 * many values (a handful of different names says nothing). Decimals and dates are left out: measurements and time
 * series are unique by nature.
 */
export const uniqueMinPresent = 10;
export const uniqueShare = 1;
/**
 * High cardinality (category or text): more distinct values than this (ydata-profiling's 50, the category limit
 * of the types) while they are also more than `highCardinalityShare` of the present values; unique columns get the
 * unique alert instead.
 */
export const highCardinalityDistinct = 50;
export const highCardinalityShare = 0.5;
/** Skewed: |adjusted Fisher–Pearson skewness| at least this (a common rule of thumb; ydata-profiling uses 20). */
export const skewedAbs = 2;
/** Zeros: at least this share of the numbers are 0 (ydata-profiling's 10 %). */
export const zerosShare = 0.1;
/** Mixed types: at least this share of the present values do not read as the column's type. */
export const mixedTypesShare = 0.01;
/** Variants: at least this many groups of spellings that are one value after trimming and lower-casing. */
export const variantGroupsMin = 1;
/** Ambiguous date order: every value fits day-first and month-first (the share of such values is the value). */
export const ambiguousDateShare = 1;

/** Numbers: one bar per whole value when the values span fewer than this many integers. */
export const discreteMaxBars = 40;
/** Numbers: Freedman–Diaconis bins, at most this many. */
export const histogramMaxBins = 40;
/** Dates: at most this many bars over time. */
export const overTimeMaxBars = 60;
/** Category and text: the most frequent values listed. */
export const topValuesKept = 10;
/** IDs: duplicate values listed. */
export const duplicateExamplesKept = 5;
/** Duplicate rows: groups of equal rows listed. */
export const duplicateRowGroupsKept = 5;
/** Progress is reported about every this many cells. */
export const progressEvery = 50_000;
