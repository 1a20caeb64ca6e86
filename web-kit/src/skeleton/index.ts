export { default as skeletonStyles } from './skeleton.module.css';
