//! Layer system at scale: the cost of computing every permanent's characteristics and of
//! listing legal actions, with 10, 100 and 1,000 permanents under lords and anthems.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grimoire_engine::game::testing::{bears, forest};
use grimoire_engine::*;
use std::hint::black_box;

/// "Other Bears you control get +1/+1." and "Creatures you control get +1/+1."
fn lord(name: &str, affected: Filter) -> std::sync::Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Enchantment]);
    c.abilities.push(Ability::Static(StaticAbility::Continuous {
        affected,
        effect: LayerEffect::ModifyPowerToughness(1, 1),
        condition: None,
    }));
    c.shared()
}

fn board(n: usize) -> Game {
    let mut perms = Vec::new();
    let anthem = Filter::creature().and(Filter::ControlledBy(PlayerFilter::You));
    let bear_lord = Filter::Subtype("Bear".into()).and(Filter::Other);
    for i in 0..4 {
        perms.push(PermanentSetup::new(lord(&format!("Anthem {i}"), anthem.clone())));
        perms.push(PermanentSetup::new(lord(&format!("Lord {i}"), bear_lord.clone())));
    }
    let mut bear = (*bears()).clone();
    bear.subtypes = vec!["Bear".into()];
    let bear = bear.shared();
    while perms.len() < n {
        perms.push(PermanentSetup::new(if perms.len() % 2 == 0 { bear.clone() } else { forest() }));
    }
    perms.truncate(n.max(8));
    let a = PlayerConfig { name: "A".into(), battlefield: perms, hand: vec![bears()], ..Default::default() };
    let b = PlayerConfig { name: "B".into(), ..Default::default() };
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 1)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("layers");
    for n in [10usize, 100, 1000] {
        let g = board(n);
        group.bench_with_input(BenchmarkId::new("all characteristics", n), &g, |b, g| {
            b.iter(|| {
                for &id in g.battlefield() {
                    black_box(g.characteristics(id));
                }
            })
        });
        group.bench_with_input(BenchmarkId::new("legal actions", n), &g, |b, g| {
            b.iter(|| black_box(g.legal_actions(PlayerId(0))))
        });
    }
    group.finish();
}

criterion_group!(layers, benches);
criterion_main!(layers);
