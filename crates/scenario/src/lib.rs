//! Scenario runner.
