export {
  FeatureScene,
  featureSceneSizes,
  type FeatureSceneProps,
  type FeatureSceneSize,
  type SceneBody,
  type SceneCodeToken,
  type SceneCodeTone,
  type SceneGlyph,
  type SceneGroup,
  type SceneOverlay,
  type SceneRow,
  type SceneRun,
  type SceneText,
  type SceneTile,
  type SceneTone,
  type SceneWindow,
} from './FeatureScene';
export { MacWindow, type MacSidebarItem, type MacSidebarSection, type MacWindowProps } from './MacWindow';
