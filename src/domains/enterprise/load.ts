/** Reading whole lists for trees and matrices: the kit's loaders (src/core/resource/loadAll.ts). */
export { dataOf, loadAll as rowsOf } from '../../core/resource/loadAll';
