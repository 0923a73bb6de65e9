"""planner/solve/heuristics"""
