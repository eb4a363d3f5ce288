export {
  FeatureScene,
  featureSceneSizes,
  type FeatureSceneProps,
  type FeatureSceneSize,
} from './FeatureScene';
export type {
  SceneBody,
  SceneCodeToken,
  SceneCodeTone,
  SceneGlyph,
  SceneGroup,
  SceneOverlay,
  SceneRow,
  SceneRun,
  SceneText,
  SceneTile,
  SceneTone,
  SceneWindow,
} from './sceneTypes';
export { MacWindow, type MacSidebarItem, type MacSidebarSection, type MacWindowProps } from './MacWindow';
