// Phaser's own modules (CommonJS, untyped; vite.config.ts resolves them past the package's
// exports). src/ui/phaser.ts gives each the type of its part of the full package.
declare module 'phaser/src/*';
