import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ingestBytes } from './ingest';

/**
 * The 40 real files of ../shared/corpus (other projects' test data, never copied into the repository): each must
 * load with the right rows and columns, and its numeric columns (numbers, or whole-number keys) must be found.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = process.env.TESSERA_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');
const present = existsSync(corpus);
if (!present) console.warn(`Real-file corpus not found at ${corpus}: set TESSERA_CORPUS to run these tests.`);

/** File, rows under the header, columns, and the columns a reader would call numbers. */
const expected: [string, number, number, string[]][] = [
  [
    'csvkit-FY09_EDU_Recipients_by_State.csv',
    53,
    10,
    [
      'Montgomery GI Bill-Active Duty',
      'Montgomery GI Bill- Selective Reserve',
      "Dependents' Educational Assistance",
      'Reserve Educational Assistance Program',
      "Post-Vietnam Era Veteran's Educational Assistance Program",
      'TOTAL',
    ],
  ],
  ['csvkit-acs2012_5yr_population.csv', 93, 4, ['fips', 'total_population', 'margin_of_error']],
  ['csvkit-bad.csv', 3, 4, ['column_a', 'column_c']],
  ['csvkit-blanks.csv', 1, 6, []],
  [
    'csvkit-ks_1033_data.csv',
    1575,
    14,
    ['fips', 'quantity', 'acquisition_cost', 'total_cost', 'federal_supply_category', 'federal_supply_class'],
  ],
  ['csvkit-mac_newlines.csv', 2, 3, ['b', 'c']],
  ['csvkit-test_latin1.csv', 2, 3, ['a', 'b']],
  ['csvkit-test_locale.csv', 1, 3, ['a', 'b']],
  ['csvkit-test_utf16_big.csv', 2, 3, ['a', 'b']],
  [
    'duckdb-16857.csv',
    210,
    26,
    [
      'intCol',
      'tinyIntCol',
      'smallIntCol',
      'bigIntCol',
      'doubleCol',
      'doubleCol (2)',
      'decimalCol',
      'Right_RowID',
      'INT_with_scientific_notation',
    ],
  ],
  ['duckdb-aws_locations.csv', 102, 10, ['count', 'latitude', 'longitude']],
  ['duckdb-banklist.csv', 568, 7, ['Cert', 'Fund']],
  ['duckdb-blank_line.csv', 10, 1, ['col']],
  [
    'duckdb-comma_decimal_null.csv',
    8,
    28,
    [
      'OC_COD_SUBARTICOLAZ_PROGRAMMA',
      'OC_COD_SLL',
      'FINANZ_UE',
      'FINANZ_STATO_FSC',
      'OC_FINANZ_STATO_PAC_NETTO',
      'IMPEGNI',
      'OC_IMPEGNI_GIURID_VINCOLANTI',
      'OC_IMPEGNI_COESIONE',
      'TOT_PAGAMENTI',
      'OC_TOT_PAGAMENTI_BENEFICIARI',
      'OC_TOT_PAGAMENTI_TRASFERIMENTI',
      'COSTO_REALIZZATO',
      'COSTO_RENDICONTABILE_UE',
      'OC_TOT_PAGAMENTI_RENDICONTAB_UE',
      'OC_TOT_PAGAMENTI_FSC',
      'OC_TOT_PAGAMENTI_PAC',
      'OC_PAGAMENTI_COESIONE',
      'OC_DATA_INIZIO_PROGETTO',
      'OC_DATA_FINE_PROGETTO_PREVISTA',
      'OC_DATA_FINE_PROGETTO_EFFETTIVA',
      'DATA_INIZIO_PREV_STUDIO_FATT',
      'PROGRAMMATO_INDICATORE_1',
      'REALIZZATO_INDICATORE_1',
    ],
  ],
  ['duckdb-dates_dd-mm-yyyy.csv', 3, 5, ['a']],
  ['duckdb-decimal_separators.csv', 5, 2, ['commas', 'periods']],
  ['duckdb-himym.csv', 205, 10, ['season', 'overall', 'episode', 'viewers']],
  ['duckdb-issue_811.csv', 4494, 4, ['TestInteger', 'TestDouble']],
  ['duckdb-latin1.csv', 12, 2, ['age']],
  ['duckdb-multiple_nulls.csv', 3, 3, ['age', 'height']],
  [
    'duckdb-ncvoter.tsv',
    10,
    94,
    ['Column 1', 'Column 16', 'Column 26', 'Column 35', 'Column 37', 'Column 38', 'Column 49', 'Column 64'],
  ],
  [
    'duckdb-ontime_sample.csv',
    9,
    110,
    [
      'Year',
      'Quarter',
      'Month',
      'DayofMonth',
      'DayOfWeek',
      'AirlineID',
      'FlightNum',
      'OriginAirportID',
      'OriginAirportSeqID',
      'OriginCityMarketID',
      'OriginStateFips',
      'OriginWac',
      'DestAirportID',
      'DestAirportSeqID',
      'DestCityMarketID',
      'DestWac',
      'DepDelay',
      'DepDelayMinutes',
      'DepDel15',
      'DepartureDelayGroups',
      'CRSArrTime',
      'ArrTime',
      'ArrDelay',
      'ArrDelayMinutes',
      'ArrDel15',
      'ArrivalDelayGroups',
      'Cancelled',
      'Diverted',
      'CRSElapsedTime',
      'ActualElapsedTime',
      'Flights',
      'Distance',
      'DistanceGroup',
    ],
  ],
  [
    'duckdb-soccer_kaggle.csv',
    14,
    110,
    [
      'player_id',
      'fifa_version',
      'fifa_update',
      'overall',
      'potential',
      'value_eur',
      'wage_eur',
      'age',
      'height_cm',
      'weight_kg',
      'league_id',
      'league_level',
      'club_team_id',
      'club_jersey_number',
      'club_contract_valid_until_year',
      'nationality_id',
      'nation_team_id',
      'nation_jersey_number',
      'weak_foot',
      'skill_moves',
      'international_reputation',
      'release_clause_eur',
      'pace',
      'shooting',
      'passing',
      'dribbling',
      'defending',
      'physic',
      'attacking_crossing',
      'attacking_finishing',
      'attacking_heading_accuracy',
      'attacking_short_passing',
      'attacking_volleys',
      'skill_dribbling',
      'skill_curve',
      'skill_fk_accuracy',
      'skill_long_passing',
      'skill_ball_control',
      'movement_acceleration',
      'movement_sprint_speed',
      'movement_agility',
      'movement_reactions',
      'movement_balance',
      'power_shot_power',
      'power_jumping',
      'power_stamina',
      'power_strength',
      'power_long_shots',
      'mentality_aggression',
      'mentality_interceptions',
      'mentality_positioning',
      'mentality_vision',
      'mentality_penalties',
      'mentality_composure',
      'defending_marking_awareness',
      'defending_standing_tackle',
      'defending_sliding_tackle',
      'goalkeeping_diving',
      'goalkeeping_handling',
      'goalkeeping_kicking',
      'goalkeeping_positioning',
      'goalkeeping_reflexes',
      'goalkeeping_speed',
      'lw',
      'lf',
      'cf',
      'rf',
      'rw',
    ],
  ],
  ['duckdb-titanic.csv', 891, 12, ['PassengerId', 'Survived', 'Pclass', 'Age', 'SibSp', 'Parch', 'Fare']],
  ['duckdb-titlebasics.tsv', 3002, 9, ['isAdult', 'startYear', 'runtimeMinutes']],
  ['duckdb-utf16le.csv', 20, 2, ['age']],
  ['duckdb-utf8bom.csv', 2, 2, ['id']],
  ['duckdb-venue_pipe.csv', 202, 5, ['venueid', 'venueseats']],
  [
    'duckdb-weather.csv',
    366,
    7,
    [
      'maximum_temperature',
      'minimum_temperature',
      'average_temperature',
      'snow_fall',
      'snow_depth',
      'precipitation',
    ],
  ],
  [
    'duckdb-web_page.psv',
    60,
    14,
    ['Column 1', 'Column 5', 'Column 6', 'Column 8', 'Column 11', 'Column 12', 'Column 13', 'Column 14'],
  ],
  ['frictionless-accent.csv', 2, 17, ['Xlongitude', 'Ylatitude', 'nbre_pdc', 'puiss_max']],
  ['frictionless-defective-rows.csv', 2, 4, ['id', 'age']],
  [
    'frictionless-doublequote.csv',
    5,
    17,
    ['A\u00d1O', 'CODIGOAP', 'CODIGOPROGRAMA', 'INCISOCODIGO', 'UECODIGO', 'ue_cod', 'presupuestado', 'pbi'],
  ],
  [
    'frictionless-issue-1341.csv',
    99,
    51,
    [
      'location_id',
      'age',
      'ihme_cause_id',
      'c1980',
      'c1981',
      'c1982',
      'c1983',
      'c1984',
      'c1985',
      'c1986',
      'c1987',
      'c1988',
      'c1989',
      'c1990',
      'c1991',
      'c1992',
      'c1993',
      'c1994',
      'c1995',
      'c1996',
      'c1997',
      'c1998',
      'c1999',
      'c2000',
      'c2001',
      'c2002',
      'c2003',
      'c2004',
      'c2005',
      'c2006',
      'c2007',
      'c2008',
      'c2009',
      'c2010',
      'c2011',
      'c2012',
      'c2013',
      'c2014',
      'c2015',
      'c2016',
      'c2017',
      'c2018',
      'c2019',
    ],
  ],
  ['frictionless-issue-277.csv', 75, 71, ['InclMudbrick', 'InclTile', 'CoverageArea']],
  [
    'frictionless-issue-305.csv',
    338,
    31,
    [
      'data_id',
      'iso',
      'event_id_no_cnty',
      'year',
      'time_precision',
      'inter1',
      'inter2',
      'interaction',
      'latitude',
      'longitude',
      'geo_precision',
      'fatalities',
      'timestamp',
    ],
  ],
  ['frictionless-issue-825.csv', 2, 3, ['2011', '2010']],
  ['frictionless-ogd10_energieforschung_ch.csv', 2311, 6, ['jahr', 'klasse_ch', 'finanzbeitrag']],
  [
    'frictionless-table-with-accents.csv',
    638,
    8,
    ['Ann\u00e9e', 'Occupancy rate', 'Average Price', 'RevPAR'],
  ],
  ['frictionless-vix.csv', 2, 5, ['VIXClose', 'VIXHigh', 'VIXLow', 'VIXOpen']],
];

const isNumeric = (column: { kind: string; integer?: boolean }) =>
  column.kind === 'number' || (column.kind === 'id' && !!column.integer);

describe.skipIf(!present)('the real-file corpus', () => {
  // A skipped suite's body still runs to collect its tests: read the files only when they are there.
  const results = (present ? expected : []).map(([file, rows, columns, numbers]) => ({
    file,
    rows,
    columns,
    numbers,
    result: ingestBytes(new Uint8Array(readFileSync(path.join(corpus, file)))),
  }));

  it.each(results.map((entry) => [entry.file, entry] as const))(
    '%s loads with its rows and columns',
    (_, entry) => {
      if (!entry.result.ok) throw new Error(`${entry.file}: ${JSON.stringify(entry.result.error)}`);
      expect(entry.result.table.rowCount).toBe(entry.rows);
      expect(entry.result.table.names.length).toBe(entry.columns);
    },
  );

  it('finds the number columns of the files', () => {
    let right = 0;
    let total = 0;
    const misses: string[] = [];
    for (const entry of results) {
      if (!entry.result.ok) continue;
      const found = entry.result.types.filter(isNumeric).map((column) => column.name);
      const wanted = new Set(entry.numbers);
      for (const column of entry.result.types) {
        total++;
        if (wanted.has(column.name) === isNumeric(column)) right++;
        else misses.push(`${entry.file} ${column.name}: ${column.kind}`);
      }
      if (found.length !== entry.numbers.length)
        misses.push(`${entry.file}: ${found.length} of ${entry.numbers.length}`);
    }
    console.log(
      `Real corpus: ${results.filter((entry) => entry.result.ok).length} of ${results.length} files loaded; ${right} of ${total} columns rightly numeric or not`,
      misses,
    );
    expect(results.every((entry) => entry.result.ok)).toBe(true);
    // Known misses: duckdb-weather's precipitation writes T (a trace) in 24 of 366 rows, over the 5 % the rule
    // forgives; frictionless-issue-825 has two rows, one of them "in restauro".
    expect(misses.filter((miss) => !miss.includes(' of '))).toEqual([
      'duckdb-weather.csv precipitation: text',
      'frictionless-issue-825.csv 2011: text',
      'frictionless-issue-825.csv 2010: text',
    ]);
    expect([right, total]).toEqual([723, 726]);
  });
});
