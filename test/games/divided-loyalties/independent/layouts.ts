// The fourteen starting layouts of R3, copied verbatim from the rulings' appendix (each a complete
// position text of a new game, R14). Kept as text so the reference reads them with its own parser.
export const LAYOUT_TEXTS: Record<string, string> = {
  'up-the-stairs': `divided-loyalties
name Up the Stairs
sets 4
grid 14x14
. . . . . . . . . . . . o .
. . . . . . . . . . . o W4 o
. . . . . . . . . . o W4 W4 o
. . . . . . . . . o W4 W4 W4 o
. . . . . . . . o W3 o o S3 o
. . . . . . . o W3 W3 S3 S3 S3 o
. . . . . . o W3 W3 W3 o o S3 o
. . . . . o W2 o o S2 G1 G1 G1 o
. . . . o W2 W2 S2 S2 S2 o o G1 o
. . . o W2 W2 W2 o o S2 G1 G1 G1 o
. . o W1 o o S1 G2 G2 G2 o o W5 o
. o W1 W1 S1 S1 S1 o o G2 o W5 W5 o
o W1 W1 W1 o o S1 G2 G2 G2 W5 W5 W5 o
. o o o . . o o o o . o o .
`,
  octopus: `divided-loyalties
name Octopus
sets 4
grid 15x9
. . o o o . . o o o o . o o .
. o S1 S1 S1 o o S1 S1 S1 S1 o S1 S1 o
. o S1 o S1 o o S1 o o o o o S1 o
. o S1 o G1 G1 G1 S1 G1 G1 G1 S1 S1 S1 o
. o o o G1 G1 G1 . G1 G1 G1 o o o .
o S1 S1 S1 G1 G1 G1 S1 G1 G1 G1 o S1 o .
o S1 o o o o o S1 o o S1 o S1 o .
o S1 S1 o S1 S1 S1 S1 o o S1 S1 S1 o .
. o o . o o o o . . o o o . .
`,
  'wind-wheel': `divided-loyalties
name Wind Wheel
sets 4
grid 13x13
. . . o o o . . . . . . .
. . o S1 S1 S1 o o o o . . .
. . o o S1 S1 o G2 G2 G2 o o .
. o G1 G3 G1 S1 o G2 G2 G2 o S2 o
. o G1 G1 G1 o o G2 G2 G2 S2 S2 o
. o G1 G1 G1 W1 W1 W1 o S2 S2 S2 o
. o o o o W1 W1 W1 o o o o .
o S4 S4 S4 o W1 W1 W1 G3 G3 G3 o .
o S4 S4 G4 G4 G4 o o G3 G3 G3 o .
o S4 o G4 G4 G4 o S3 G3 G3 G3 o .
. o o G4 G4 G4 o S3 S3 o o . .
. . . o o o o S3 S3 S3 o . .
. . . . . . . o o o . . .
`,
  'gentle-kiss': `divided-loyalties
name Gentle Kiss
sets 4
grid 14x10
. o o o . . . o o o . . . .
o S2 S2 S2 o o o W2 W2 W2 o . . .
o S2 S2 S2 G1 G1 G1 W2 W2 W2 G4 o . .
o S2 S2 S2 G1 G1 o W2 W2 W2 G4 G4 o .
. o o o G1 o o W2 W2 W2 G4 G4 G4 o
o G3 G3 G3 W1 W1 W1 o o G2 o o o .
. o G3 G3 W1 W1 W1 o G2 G2 S1 S1 S1 o
. . o G3 W1 W1 W1 G2 G2 G2 S1 S1 S1 o
. . . o W1 W1 W1 o o o S1 S1 S1 o
. . . . o o o . . . o o o .
`,
  utopia: `divided-loyalties
name Utopia
sets 4
grid 13x13
. . . o o o . . o . . . .
. . o S1 S1 S1 o o S2 o o . .
. . o S1 S1 o o S2 S2 G2 G2 o .
. o o S1 o o S2 S2 S2 G2 G2 o .
o W1 W1 W1 W1 o o o o G2 G2 o .
o W1 W1 W1 W1 G1 G1 G1 o G2 G2 o .
o W1 W1 W1 W1 G1 G1 G1 W2 W2 W2 W2 o
. o G2 G2 o G1 G1 G1 W2 W2 W2 W2 o
. o G2 G2 o o o o W2 W2 W2 W2 o
. o G2 G2 S3 S3 S3 o o S4 o o .
. o G2 G2 S3 S3 o o S4 S4 o . .
. . o o S3 o o S4 S4 S4 o . .
. . . . o . . o o o . . .
`,
  em3w: `divided-loyalties
name E M 3 W
sets 4
grid 13x13
. o o . o o o o o . o o .
o S1 S1 o G1 G1 G1 G1 G1 o S2 S2 o
o S1 S1 o G1 o G1 o G1 o S2 S2 o
. o o o G1 o G1 o G1 o o o .
o G2 G2 G2 o o o o o G3 G3 G3 o
o G2 o o o W1 W1 W1 o o o G3 o
o G2 G2 G2 o W1 W1 W1 o G3 G3 G3 o
o G2 o o o W1 W1 W1 o o o G3 o
o G2 G2 G2 o o o o o G3 G3 G3 o
. o o o G4 o G4 o G4 o o o .
o S3 S3 o G4 o G4 o G4 o S4 S4 o
o S3 S3 o G4 G4 G4 G4 G4 o S4 S4 o
. o o . o o o o o . o o .
`,
  pyramid: `divided-loyalties
name Pyramid
sets 3
grid 17x11
. . . . . . . . o . . . . . . . .
. . . . . . . o S5 o . . . . . . .
. . . . . . o S5 o S5 o . . . . . .
. . . . . o S5 S5 o S5 S5 o . . . . .
. . . . o W1 W1 W1 o W1 W1 W1 o . . . .
. . . o o W1 W1 W1 o W2 W2 W2 o o . . .
. . o G2 G2 G2 o G2 G2 G2 o G2 G2 G2 o . .
. o o G1 G1 G1 o G2 G2 G2 o G3 G3 G3 o o .
o S1 S1 S1 o S1 S1 S1 o S1 S1 S1 o S1 S1 S1 o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o S4 S4 S4 o
. o o o . o o o . o o o . o o o .
`,
  horseshoes: `divided-loyalties
name Horseshoes
sets 3
grid 13x13
. . . . . o . o . . . . .
. . . . o S1 o S1 o . . . .
. . . o G4 S1 o S1 G1 o . . .
. . o G4 G4 S1 S1 S1 G1 G1 o . .
. o G4 G4 o o o o o G1 G1 o .
o S4 S4 S4 o W5 W5 W5 o S2 S2 S2 o
. o o S4 o W5 W5 W5 o S2 o o .
o S4 S4 S4 o W5 W5 W5 o S2 S2 S2 o
. o G3 G3 o o o o o G2 G2 o .
. . o G3 G3 S3 S3 S3 G2 G2 o . .
. . . o G3 S3 o S3 G2 o . . .
. . . . o S3 o S3 o . . . .
. . . . . o . o . . . . .
`,
  'swiss-cross': `divided-loyalties
name Swiss Cross
sets 3
grid 11x13
. . o . o . . . . . .
. o G1 o G2 o o . . . .
o G1 G1 o G2 G2 W1 o . . .
. o G1 W4 G2 W1 W1 W1 o . .
. o W4 W4 W4 o W1 o S3 o .
. . o W4 o S1 o S3 S3 S3 o
. o S2 o S1 S1 S1 o S3 o .
o S2 S2 S2 o S1 o W3 o . .
. o S2 o W1 o W3 W3 W3 o .
. . o W1 W1 W1 G3 W3 G4 o .
. . . o W1 G3 G3 o G4 G4 o
. . . . o o G3 o G4 o .
. . . . . . o . o . .
`,
  picasso: `divided-loyalties
name Picasso
sets 3
grid 12x13
. . . . o . o . . . . .
. . . o G3 o W5 o o . . .
. . o G3 G3 G3 W5 W5 W5 o . .
. o G3 G3 G3 o o o W5 W5 o .
. . o G3 o S2 S2 S2 W5 S2 o .
. o W4 o o o o S2 S2 S2 o .
o W4 W4 W4 W4 o G1 S2 o o G2 o
. o o o W4 G1 G1 o G2 G2 G2 o
. o S1 G1 G1 G1 W1 W1 o o G2 o
o S1 S1 o o o o W1 W1 o G2 o
o S1 S1 S1 o . . o W1 W1 o .
o S1 S1 o . . . . o W1 o .
. o o . . . . . . o . .
`,
  'almost-a-diamond': `divided-loyalties
name Almost a Diamond
sets 3
grid 11x13
. . . . . o . . . . .
. . . . o S2 o . . . .
. . . o S2 G2 S2 o . . .
. . o S2 G2 W1 G2 S2 o . .
. o S2 o W1 S1 W1 o S2 o .
o S2 G1 W1 S1 o S1 W1 G3 S2 o
o G1 W1 S1 o . o S1 W1 G3 o
o S3 G1 W1 S1 o S1 W1 G3 S3 o
. o S3 o W1 S1 W1 o S3 o .
. . o S3 G4 W1 G4 S3 o . .
. . . o S3 G4 S3 o . . .
. . . . o S3 o . . . .
. . . . . o . . . . .
`,
  frankenstein: `divided-loyalties
name Frankenstein
sets 3
grid 13x12
. . . . o o o o o . . . .
. . . o W3 W3 W3 W3 W3 o . . .
. . o W3 W3 o o o W3 W3 o . .
. o o o W3 o . o W3 o o o .
o G2 G2 G2 W3 o . o W3 G1 G1 G1 o
o G2 o S1 S1 S1 o S2 S2 S2 o G1 o
o G2 o S1 S1 S1 o S2 S2 S2 o G1 o
o G2 o S1 S1 S1 o S2 S2 S2 o G1 o
. o . o o W1 o W2 o o . o .
. . . o W1 W1 o W2 W2 o . . .
. . o W1 W1 W1 o W2 W2 W2 o . .
. . . o o o . o o o . . .
`,
  crossroads: `divided-loyalties
name Crossroads
sets 4
grid 15x15
. . . . . o o o o o . . . . .
. . . o o o G1 G1 G1 o o o . . .
. . o o W1 o G1 G1 G1 o W2 o o . .
. o o W1 W1 o G1 G1 G1 o W2 W2 o o .
. o W1 W1 W1 o G1 G1 G1 o W2 W2 W2 o .
o o o o o o o o o o o o o o o
o G2 G2 G2 G2 o S1 S1 S1 o G3 G3 G3 G3 o
o G2 G2 G2 G2 o S1 S1 S1 o G3 G3 G3 G3 o
o G2 G2 G2 G2 o S1 S1 S1 o G3 G3 G3 G3 o
o o o o o o o o o o o o o o o
. o W3 W3 W3 o G4 G4 G4 o W4 W4 W4 o .
. o o W3 W3 o G4 G4 G4 o W4 W4 o o .
. . o o W3 o G4 G4 G4 o W4 o o . .
. . . o o o G4 G4 G4 o o o . . .
. . . . . o o o o o . . . . .
`,
  kite: `divided-loyalties
name Kite
sets 3
grid 13x18
. . . . o o o o o . . . .
. . . o o W1 o W2 o o . . .
. . o o W1 W1 o W2 W2 o o . .
. . o W1 W1 W1 o W2 W2 W2 o . .
o o o o o o o o o o o o o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o S1 S1 S1 o S2 S2 S2 o S3 S3 S3 o
o o o o o o o o o o o o o
o W3 W3 W3 o G1 G1 G1 o W4 W4 W4 o
o o W3 W3 o G1 G1 G1 o W4 W4 o o
. o o W3 o G1 G1 G1 o W4 o o .
. . o o o G1 G1 G1 o o o . .
. . . . o o o o o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o S4 S4 S4 o . . . .
. . . . o o o o o . . . .
`,
};
