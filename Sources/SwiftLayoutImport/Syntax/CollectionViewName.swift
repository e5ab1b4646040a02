/// How the importer recognises a collection view by its name where no value tells (a hand-off's argument, a
/// registration's receiver): `collectionView`, or a name ending in `CollectionView` (`galleryCollectionView`), as
/// UIKit's own controllers and apps name them.
enum CollectionViewName {
    static func matches(_ name: String) -> Bool { name == "collectionView" || name.hasSuffix("CollectionView") }
}
