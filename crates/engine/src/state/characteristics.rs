//! An object's characteristics as the layer system computed them (CR 613), kept on the
//! game as a cache. Computing them is `continuous/layers.rs`'s work.

use crate::ir::{
    BasicLandType, BlockRule, CardType, ColorSet, GrantedAbility, Keyword, PlayerId, Restriction, Supertype, TypeSet,
};

/// An object's characteristics as they are now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Characteristics {
    pub name: String,
    pub controller: PlayerId,
    pub types: TypeSet,
    pub supertypes: Vec<Supertype>,
    pub subtypes: Vec<String>,
    pub colors: ColorSet,
    pub keywords: Vec<Keyword>,
    pub restrictions: Vec<Restriction>,
    pub power: i32,
    pub toughness: i32,
    pub loyalty: i32,
    pub mana_value: u32,
    /// Lost all abilities (CR 613.1f): printed abilities other than keywords don't function.
    pub abilities_removed: bool,
    /// Activated and triggered abilities granted by continuous effects (CR 613.1f).
    pub granted: Vec<GrantedAbility>,
    /// The intrinsic mana abilities it has although its printed abilities are lost, after an
    /// effect set its land types (CR 305.7): one "{T}: Add {C}." per basic land type.
    pub land_mana: Vec<BasicLandType>,
    /// Blocking restrictions naming the creatures they concern (CR 509.1b).
    pub block_rules: Vec<BlockRule>,
    /// A face-down spell or permanent (CR 708): its copiable values are the face-down 2/2's.
    pub face_down: bool,
}

impl Characteristics {
    /// Whether the object has keyword `k`.
    pub fn has(&self, k: &Keyword) -> bool {
        self.keywords.contains(k)
    }
    /// Whether the object has card type `t`.
    pub fn is(&self, t: CardType) -> bool {
        self.types.contains(t)
    }
    /// Whether the object has the restriction `r`.
    pub fn restricted(&self, r: Restriction) -> bool {
        self.restrictions.contains(&r)
    }
}
