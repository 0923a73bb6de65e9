"""planner/passes/exports"""
