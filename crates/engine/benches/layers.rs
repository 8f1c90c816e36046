//! Layer system at scale: the cost of computing every permanent's characteristics and of
//! listing legal actions, with 10, 100 and 1,000 permanents under lords and anthems.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grimoire_engine::game::testing::lords_board;
use grimoire_engine::*;
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("layers");
    for n in [10usize, 100, 1000] {
        let g = lords_board(n);
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
