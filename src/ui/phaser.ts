// The parts of Phaser 4 the board uses, taken from Phaser's own modules instead of its whole
// bundle (which carries physics, tilemaps, particles, sound, loaders, … — twice the weight the page
// needs). Each module below registers what the scene asks for: the core scene plugins it uses,
// input and the four kinds of game object the board makes. Types come from the full package.
// Modules these bring along that the board never reaches (the Phaser.Math and WebGL namespaces,
// atlas parsers, sprite animations, camera filters) are replaced by stand-ins at build time:
// vite.config.ts.
import type * as Phaser from 'phaser';
// First, as in Phaser's own entry: the renderer's modules require each other in a circle that
// only closes cleanly when it is entered here.
import 'phaser/src/renderer';
import CONST from 'phaser/src/const';
import GameClass from 'phaser/src/core/Game';
import SceneClass from 'phaser/src/scene/Scene';
import SCALE_MODES from 'phaser/src/scale/const/SCALE_MODE_CONST';
// Core scene plugins (src/plugins/DefaultPlugins.js, CoreScene), all but ScenePlugin: one scene.
import 'phaser/src/events/EventEmitter';
import 'phaser/src/cameras/2d/CameraManager';
import 'phaser/src/gameobjects/GameObjectCreator';
import 'phaser/src/gameobjects/GameObjectFactory';
import 'phaser/src/gameobjects/DisplayList';
import 'phaser/src/gameobjects/UpdateList';
// The one other scene plugin the board uses: pointer input.
import 'phaser/src/input/InputPlugin';
// this.add.graphics / renderTexture / zone / text and this.make.graphics.
import 'phaser/src/gameobjects/graphics/GraphicsFactory';
import 'phaser/src/gameobjects/graphics/GraphicsCreator';
import 'phaser/src/gameobjects/rendertexture/RenderTextureFactory';
import 'phaser/src/gameobjects/zone/ZoneFactory';
import 'phaser/src/gameobjects/text/TextFactory';

export const Game = GameClass as typeof Phaser.Game;
export const Scene = SceneClass as typeof Phaser.Scene;
export const WEBGL = CONST.WEBGL as typeof Phaser.WEBGL;
export const CANVAS = CONST.CANVAS as typeof Phaser.CANVAS;
export const RESIZE = SCALE_MODES.RESIZE as typeof Phaser.Scale.RESIZE;
